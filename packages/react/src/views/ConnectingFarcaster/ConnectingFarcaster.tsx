import type { PorticoError } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { QrCode, qrCodeCss } from '../common/QrCode.js'
import { connectViewsCss } from '../common/styles.js'

/** The Farcaster link is opened and copied only as an https URL; anything else is refused. */
function safeHttpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value).protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * ConnectingFarcaster: a QR code of the account state's `farcasterUrl` (spec §3) to scan with
 * the Farcaster app, a button that copies the link and a link that opens it. While there is no
 * link it asks core for one (connectFarcaster): loading state, then the link or the error core
 * reports (e.g. 'No auth connector found' without an embedded-wallet adapter), with a retry.
 */
export function ConnectingFarcaster() {
  const portico = usePortico()
  const { t, tError } = useT()
  const farcasterUrl = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace]?.farcasterUrl,
  )
  const url = safeHttpsUrl(farcasterUrl)
  const [failure, setError] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)
  const [copy, setCopy] = useState<CopyState>('idle')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after an error.
  useEffect(() => {
    if (url) return
    let active = true
    setError(undefined)
    portico.connectFarcaster().then(
      (link) => {
        if (active && !safeHttpsUrl(link)) setError(tError('Failed to connect to farcaster'))
      },
      (reason: unknown) =>
        active && setError(tError((reason as PorticoError).shortMessage ?? String(reason))),
    )
    return () => {
      active = false
    }
  }, [portico, url, attempt, tError])
  const copyLink = useCallback(() => {
    if (!url) return
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return setCopy('failed')
    clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }, [url])
  // A link that arrives (or a retry that finds one) replaces an earlier error.
  const error = url ? undefined : failure
  const loading = !url && !error
  return (
    <div className="center" data-testid="portico-connecting-farcaster">
      <style>{connectViewsCss + qrCodeCss}</style>
      {error ? (
        <>
          <p className="error" role="alert" data-testid="portico-farcaster-error">
            {error}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="portico-farcaster-retry"
            onClick={() => setAttempt((n) => n + 1)}
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
                target="_blank"
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
