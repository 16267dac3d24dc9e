import { useEffect, useState } from 'react'
import { useT } from '../hooks/useT.js'

type Encode = typeof import('uqr').encode

/** The QR encoder's code, fetched the first time a QR code is shown (a cache of an immutable module, like import() itself). */
let encoder: Promise<Encode> | undefined
function loadEncoder(): Promise<Encode> {
  encoder ??= import('uqr').then((module) => module.encode)
  encoder.catch(() => {
    encoder = undefined
  })
  return encoder
}

/** The dark modules of a QR matrix as one SVG path, a horizontal run of modules per segment. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (row[x]) x++
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return path
}

export type QrCodeProps = {
  /** The text to encode (a pairing URI, a Farcaster link …); undefined while it is being made. */
  value: string | undefined
  /** Accessible name of the code, e.g. "QR code to connect with your phone". */
  label: string
  /** Width and height in CSS pixels. @default 280 */
  size?: number | undefined
  /** @default 'portico-qr-code' */
  testId?: string | undefined
}

/** Styles of the QR code: a view that shows one renders them in its <style> (the modal lives in a Shadow DOM). */
export const qrCodeCss = `
.qr { display: grid; place-items: center; box-sizing: border-box; padding: 12px; border-radius: calc(var(--portico-border-radius-master) * 6); color-scheme: light; background: Canvas; color: CanvasText; }
.qr svg { display: block; width: 100%; height: 100%; }
.qr.busy { background: var(--portico-surface); }
.qr.skeleton { animation: qr-pulse 1.2s ease-in-out infinite alternate; }
@keyframes qr-pulse { to { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .qr.skeleton { animation: none; } }
`

/**
 * A QR code of `value`, drawn as SVG elements (never markup from a string). The encoder (uqr,
 * ~8 kB gzip) loads on first use, so pages that never show a QR code never fetch it. Always dark
 * modules on a light card (the light scheme's system colours), which every scanner reads, in
 * either theme. Loading and error states are announced.
 */
export function QrCode({ value, label, size = 280, testId = 'portico-qr-code' }: QrCodeProps) {
  const { t } = useT()
  const [matrix, setMatrix] = useState<{ value: string; data: boolean[][] } | undefined>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (value === undefined) return
    let active = true
    setFailed(false)
    loadEncoder().then(
      (encode) => {
        if (active) setMatrix({ value, data: encode(value, { ecc: 'M', border: 0 }).data })
      },
      () => active && setFailed(true),
    )
    return () => {
      active = false
    }
  }, [value])
  const style = { width: size, height: size }
  if (failed)
    return (
      <div className="qr busy" style={style} data-testid={`${testId}-error`}>
        <p className="error" role="alert">
          {t('qrCodeFailed')}
        </p>
      </div>
    )
  if (!matrix || matrix.value !== value)
    return (
      <div
        className="qr busy skeleton"
        style={style}
        role="img"
        aria-label={label}
        aria-busy="true"
        data-testid={`${testId}-loading`}
      />
    )
  const modules = matrix.data.length
  return (
    <div className="qr" style={style} data-testid={testId} data-value={value}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
      >
        <path d={qrPath(matrix.data)} fill="currentColor" />
      </svg>
    </div>
  )
}
