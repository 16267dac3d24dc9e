import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/core/internal'
import { type CSSProperties, useEffect, useState } from 'react'

/** The first letter of a wallet's name (a whole grapheme, so emoji and accents survive). */
export function walletInitial(name: string): string {
  const first = name.trim().match(/^\P{M}\p{M}*/u)?.[0] ?? ''
  return first.toLocaleUpperCase()
}

// Layout the icon needs in any view, inline so that views which do not render walletImageCss
// still get it; walletImageCss adds the loading pulse.
const FRAME_STYLE: CSSProperties = {
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  overflow: 'hidden',
  background: 'var(--portico-surface-hover)',
}
const IMAGE_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
}
const PENDING_IMAGE_STYLE: CSSProperties = { ...IMAGE_STYLE, opacity: 0 }
const INITIAL_STYLE: CSSProperties = { fontWeight: 700, color: 'var(--portico-fg-muted)' }

/** Where an icon is: still loading, shown, or replaced by the initial-letter placeholder. */
export type WalletImageState = 'loading' | 'loaded' | 'fallback'

export type WalletImageProps = {
  /** The wallet's name: the placeholder shows its initial. */
  name: string
  /** An http(s) or data: image URL (checked when the wallet was discovered or listed). */
  src?: string | undefined
  large?: boolean | undefined
  /**
   * Text alternative. Empty by default: a wallet's icon sits next to its name, which already says
   * what the icon would. @default ''
   */
  alt?: string | undefined
}

/**
 * A wallet's icon. It loads lazily (`loading="lazy"`, decoded off the main thread) behind a
 * neutral placeholder; when it fails, or has not arrived within IMAGE_PRELOAD_TIMEOUT_MS (2 s,
 * spec §9), the wallet's initial stands in. An icon that arrives after the timeout still replaces
 * the initial. The image element stays rendered (transparent) while loading, because a lazy image
 * that is not rendered is never fetched.
 */
export function WalletImage({ name, src, large, alt = '' }: WalletImageProps) {
  // The state belongs to one `src`: a new source starts loading again. It is never reset by an
  // effect, since a cached icon can fire `load` before effects run.
  const [status, setStatus] = useState<{ src: string; state: WalletImageState; failed?: boolean }>()
  const current = src && status?.src === src ? status : undefined
  const state: WalletImageState = !src ? 'fallback' : (current?.state ?? 'loading')
  const failed = current?.failed === true
  useEffect(() => {
    if (!src) return
    const timer = setTimeout(
      () =>
        setStatus((previous) =>
          previous?.src === src && previous.state !== 'loading'
            ? previous
            : { src, state: 'fallback' },
        ),
      IMAGE_PRELOAD_TIMEOUT_MS,
    )
    return () => clearTimeout(timer)
  }, [src])
  return (
    <span
      className={large ? 'wallet-image large' : 'wallet-image'}
      style={FRAME_STYLE}
      data-state={state}
      data-testid="portico-wallet-image"
    >
      {state === 'fallback' && (
        <span className="wallet-initial" style={INITIAL_STYLE} aria-hidden="true">
          {walletInitial(name)}
        </span>
      )}
      {src && !failed && (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={large ? 72 : 40}
          height={large ? 72 : 40}
          style={state === 'loaded' ? IMAGE_STYLE : PENDING_IMAGE_STYLE}
          onLoad={() => setStatus({ src, state: 'loaded' })}
          onError={() => setStatus({ src, state: 'fallback', failed: true })}
        />
      )}
    </span>
  )
}

/** Styles of WalletImage, rendered by the views that show one (the modal lives in a Shadow DOM). */
export const walletImageCss = `
.wallet-image[data-state='loading'] { animation: wallet-image-pulse 1.2s ease-in-out infinite alternate; }
.wallet-initial { font-size: 1.1em; }
.wallet-image.large .wallet-initial { font-size: 1.8em; }
@keyframes wallet-image-pulse { to { opacity: 0.6; } }
@media (prefers-reduced-motion: reduce) { .wallet-image[data-state='loading'] { animation: none; } }
`
