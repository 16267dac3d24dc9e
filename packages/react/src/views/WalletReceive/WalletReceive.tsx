import { useId } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { accountCss } from '../../ui/accountCss.js'
import { CopyIcon } from '../../ui/icons.js'
import { NetworkImage } from '../../ui/NetworkImage.js'
import { NAMESPACE_LABELS } from '../../ui/namespaceLabels.js'
import { QrCode, qrCodeCss } from '../../ui/QrCode.js'

/** Styles of WalletReceive. Theme variables only. */
export const receiveCss = `${accountCss}${qrCodeCss}
.receive { display: grid; justify-items: center; gap: 12px; padding-top: 4px; text-align: center; }
.receive-address { max-width: 100%; margin: 0; font-family: var(--portico-font-family-mono); font-size: 0.9em; overflow-wrap: anywhere; user-select: all; }
.receive-copy { display: inline-flex; align-items: center; gap: 6px; }
.receive-networks { display: grid; gap: 6px; width: 100%; text-align: start; }
.receive-networks h3 { margin: 0; font-size: 0.85em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--portico-fg-muted); }
.receive-networks ul { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.receive-networks li { display: inline-flex; align-items: center; gap: 6px; min-height: 28px; padding: 0 10px 0 4px; border: 1px solid var(--portico-border); border-radius: 14px; background: var(--portico-surface); font-size: 0.9em; }
.receive-networks .network-image { width: 20px; height: 20px; border-radius: 50%; }
`

/**
 * WalletReceive: the account's address as text and as a QR code, a copy button (with a toast),
 * and the networks it can receive on — the configured networks of the active namespace.
 */
export function WalletReceive() {
  const portico = usePortico()
  const { t } = useT()
  const headingId = useId()
  const namespace = useStoreState(portico.stores.chains, (s) => s.activeNamespace)
  const address = useStoreState(portico.stores.chains, (s) => s.accounts[namespace]?.address)
  const allNetworks = useStoreState(portico.stores.chains, (s) => s.networks)
  const networks = allNetworks.filter((n) => n.chainNamespace === namespace)
  if (!address)
    return (
      <div className="center" aria-busy="true" data-testid="portico-receive-loading">
        <span className="spinner static" aria-hidden="true" />
      </div>
    )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      portico.modal.showNotification({ message: t('addressCopied'), variant: 'success' })
    } catch {
      portico.modal.showNotification({ message: t('addressCopyFailed'), variant: 'error' })
    }
  }
  return (
    <div className="receive" data-testid="portico-receive">
      <style>{receiveCss}</style>
      <QrCode value={address} label={t('receiveQrLabel')} size={220} testId="portico-receive-qr" />
      <p className="muted">{t('receiveAddress')}</p>
      <p className="receive-address" data-testid="portico-receive-address">
        {address}
      </p>
      <button
        type="button"
        className="secondary receive-copy"
        data-testid="portico-receive-copy"
        onClick={() => void copy()}
      >
        <CopyIcon size={16} />
        <span>{t('copyAddress')}</span>
      </button>
      <section
        className="receive-networks"
        aria-labelledby={headingId}
        data-testid="portico-receive-networks"
      >
        <h3 id={headingId}>{t('receiveNetworks')}</h3>
        <ul>
          {networks.map((network) => (
            <li
              key={network.caipNetworkId}
              data-testid={`portico-receive-network-${network.caipNetworkId}`}
            >
              <NetworkImage network={network} size={20} />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
        <p className="muted">
          {t('receiveNamespaceHint', { namespace: t(NAMESPACE_LABELS[namespace]) })}
        </p>
      </section>
    </div>
  )
}
