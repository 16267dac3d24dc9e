import { useCallback } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { QrCode } from '../QrCode.js'

/**
 * The pairing part of the WalletConnect views: the QR code of the pairing URI (the encoder loads
 * when the first code is drawn), a copy-link button ('Link copied' toast), the state in words
 * (creating the link, waiting for the wallet) and, when the pairing failed, why and a retry.
 * The URI shown is always the one in core's pairing store; core replaces it when it expires.
 */
export function WalletConnectPairing({ connectorId }: { connectorId?: string | undefined }) {
  const portico = usePortico()
  const { t, tError } = useT()
  const pairing = useStoreState(portico.stores.pairing)
  const manual = useStoreState(portico.stores.options, (s) => s.options.manualWCControl)
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const copy = useCallback(() => {
    if (!uri) return
    const clipboard = globalThis.navigator?.clipboard
    const done = (ok: boolean) =>
      portico.modal.showNotification(
        ok
          ? { message: t('linkCopied'), variant: 'success' }
          : { message: t('copyFailed'), variant: 'error' },
      )
    if (!clipboard) return done(false)
    clipboard.writeText(uri).then(
      () => done(true),
      () => done(false),
    )
  }, [portico, t, uri])

  if (pairing.status === 'error')
    return (
      <>
        <p className="error" role="alert" data-testid="portico-wc-error">
          {pairing.error ? tError(pairing.error.shortMessage) : t('wcLinkFailed')}
        </p>
        <button
          type="button"
          className="primary"
          data-testid="portico-wc-retry"
          onClick={() =>
            void portico.connection.connectWalletConnect({ connectorId }).catch(() => undefined)
          }
        >
          {t('tryAgain')}
        </button>
      </>
    )
  const status = uri
    ? t('wcScanQr')
    : pairing.status === 'creating'
      ? t('wcCreatingLink')
      : manual
        ? t('wcWaitingForApp')
        : t('wcCreatingLink')
  return (
    <>
      <div className="qr-frame">
        <QrCode value={uri} label={t('wcQrLabel')} testId="portico-wc-qr" />
      </div>
      <p className="muted" aria-live="polite" data-testid="portico-wc-status">
        {status}
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={!uri}
          data-testid="portico-wc-copy"
          data-uri={uri}
          onClick={copy}
        >
          {t('copyLink')}
        </button>
      </div>
    </>
  )
}
