import type { PorticoError } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { QrCode, qrCodeCss } from '../../ui/QrCode.js'

/**
 * The Farcaster link is shown, opened and copied only as a Farcaster connect URI (`farcaster://`,
 * what the devnet's relay stand-in gives) or an https URL (Farcaster's relay); anything else is
 * refused.
 */
export function safeFarcasterUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'farcaster:' ? value : undefined
  } catch {
    return undefined
  }
}

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * ConnectingFarcaster: core's connectFarcaster asks the embedded wallet for the Farcaster sign-in
 * link, which it puts in the account state's `farcasterUrl` (spec §3), and waits until the
 * Farcaster app approved — then the wallet connects and Account shows. Meanwhile: a QR code of
 * the link to scan with the Farcaster app, a button that copies it and a link that opens it. A
 * failure ('Failed to connect to farcaster', 'No auth connector found') is announced with a retry
 * that asks for a fresh link.
 */
export function ConnectingFarcaster() {
  const portico = usePortico()
  const { t, tError } = useT()
  const farcasterUrl = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace]?.farcasterUrl,
  )
  const [error, setError] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)
  const [copy, setCopy] = useState<CopyState>('idle')
  // A link left from an earlier sign-in is not this one's: the QR code waits for a fresh one.
  const [earlierUrl, setEarlierUrl] = useState(() => farcasterUrl)
  const url = farcasterUrl !== earlierUrl ? safeFarcasterUrl(farcasterUrl) : undefined
  // One sign-in per attempt, also under StrictMode's second effect run.
  const started = useRef(-1)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    setError(undefined)
    portico.social.connectFarcaster().then(
      (link) => {
        if (mounted.current && started.current === attempt && !safeFarcasterUrl(link))
          setError(tError('Failed to connect to farcaster'))
      },
      (reason: unknown) => {
        if (mounted.current && started.current === attempt)
          setError(tError((reason as PorticoError).shortMessage ?? String(reason)))
      },
    )
  }, [portico, attempt, tError])
  const retry = () => {
    setEarlierUrl(farcasterUrl)
    setCopy('idle')
    setAttempt((n) => n + 1)
  }
  const copyLink = useCallback(() => {
    if (!url) return
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return setCopy('failed')
    clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }, [url])
  // A link that is not one we show (another scheme) fails the sign-in here.
  const refused = farcasterUrl !== earlierUrl && farcasterUrl && !url
  const shownError = error ?? (refused ? tError('Failed to connect to farcaster') : undefined)
  const loading = !url && !shownError
  return (
    <div className="center" data-testid="portico-connecting-farcaster">
      <style>{connectViewsCss + qrCodeCss}</style>
      {shownError ? (
        <>
          <p className="error" role="alert" data-testid="portico-farcaster-error">
            {shownError}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="portico-farcaster-retry"
            onClick={retry}
          >
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <>
          <QrCode value={url} label={t('farcasterQrLabel')} testId="portico-farcaster-qr" />
          <p className="muted" aria-live="polite" data-testid="portico-farcaster-status">
            {loading ? t('farcasterLoading') : t('farcasterScan')}
          </p>
          {url && (
            <div className="actions">
              <button
                type="button"
                className="secondary"
                data-testid="portico-farcaster-copy"
                onClick={copyLink}
              >
                {t('copyLink')}
              </button>
              <a
                className="secondary"
                href={url}
                // The app's own scheme opens the app; only a web link gets a tab of its own.
                target={url.startsWith('https:') ? '_blank' : undefined}
                rel="noopener noreferrer"
                data-testid="portico-farcaster-open"
              >
                {t('farcasterOpen')}
              </a>
            </div>
          )}
          <p className="muted" aria-live="polite" data-testid="portico-farcaster-copy-status">
            {copy === 'copied' ? t('linkCopied') : copy === 'failed' ? t('copyFailed') : ''}
          </p>
        </>
      )}
    </div>
  )
}
