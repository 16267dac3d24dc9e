import {
  ALERTS,
  type ChainNamespace,
  type Connection,
  shortenAddress,
} from '@portico/core/internal'
import { useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { accountCss } from '../../ui/accountCss.js'
import { ConnectorImage } from '../../ui/ConnectorImage.js'
import { NAMESPACE_LABELS, NAMESPACE_ORDER } from '../../ui/namespaceLabels.js'
import { networksCss } from '../../ui/networksCss.js'

const key = (namespace: ChainNamespace, connectorId: string) => `${namespace}:${connectorId}`

/**
 * ProfileWallets: the wallets connected in every namespace, each with its icon, name and short
 * address; the active one marked, the others with Switch (core switchConnection); Disconnect per
 * wallet. Without the multiWallet feature it says so (spec §8 'multi-wallet not enabled', info);
 * with it, Add wallet opens Connect.
 */
export function ProfileWallets() {
  const portico = usePortico()
  const { t, tError } = useT()
  const connections = useStoreState(portico.stores.connections, (s) => s.connections)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const multiWallet = useStoreState(portico.stores.options, (s) => s.features.multiWallet)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const groups = NAMESPACE_ORDER.map(
    (namespace) => [namespace, connections[namespace] ?? []] as const,
  ).filter(([, list]) => list.length > 0)

  const run = async (id: string, action: () => Promise<unknown>) => {
    setBusy(id)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError((caught as { shortMessage?: string }).shortMessage ?? t('somethingWentWrong'))
    } finally {
      setBusy(null)
    }
  }
  const row = (namespace: ChainNamespace, connection: Connection) => {
    const { connectorId } = connection
    const connector = connectors.find((c) => c.id === connectorId)
    const name = connection.auth?.name ?? connector?.name ?? connectorId
    const address = connection.accounts[0]?.address
    const id = key(namespace, connectorId)
    const active = connection.status === 'active'
    return (
      <li
        key={id}
        className="option wallet-row"
        aria-current={active ? 'true' : undefined}
        aria-busy={busy === id}
        data-testid={`portico-wallet-row-${id}`}
      >
        <ConnectorImage name={name} connector={connector} />
        <span className="wallet-row-text">
          <span>{name}</span>
          {address && (
            <span className="muted" title={address}>
              {shortenAddress(address)}
            </span>
          )}
        </span>
        <span className="row-end">
          {active ? (
            <span className="wallet-active" data-testid={`portico-wallet-active-${id}`}>
              {t('walletActive')}
            </span>
          ) : (
            <button
              type="button"
              className="pill"
              disabled={busy !== null}
              aria-label={t('switchToWalletLabel', { name })}
              data-testid={`portico-wallet-switch-${id}`}
              onClick={() =>
                void run(id, () => portico.connection.switch({ namespace, connectorId }))
              }
            >
              {t('switchToWallet')}
            </button>
          )}
          <button
            type="button"
            className="pill"
            disabled={busy !== null}
            aria-label={t('disconnectWalletLabel', { name })}
            data-testid={`portico-wallet-disconnect-${id}`}
            onClick={() =>
              void run(id, () => portico.connection.disconnect({ namespace, connectorId }))
            }
          >
            {t('disconnect')}
          </button>
        </span>
      </li>
    )
  }

  return (
    <div className="account" data-testid="portico-profile-wallets">
      <style>{accountCss + networksCss + profileWalletsCss}</style>
      {groups.length === 0 && (
        <p className="muted center" data-testid="portico-no-connections">
          {t('noConnections')}
        </p>
      )}
      {groups.map(([namespace, list]) => (
        <section
          key={namespace}
          className="network-group"
          aria-label={t(NAMESPACE_LABELS[namespace])}
          data-testid={`portico-wallet-group-${namespace}`}
        >
          <h3>{t(NAMESPACE_LABELS[namespace])}</h3>
          <ul className="list">{list.map((connection) => row(namespace, connection))}</ul>
        </section>
      ))}
      <div aria-live="polite">
        {error && (
          <p className="error" data-testid="portico-profile-wallets-error">
            {tError(error)}
          </p>
        )}
      </div>
      {multiWallet ? (
        <button
          type="button"
          className="primary"
          data-testid="portico-add-wallet"
          onClick={() => portico.modal.pushView({ view: 'Connect' })}
        >
          {t('addWallet')}
        </button>
      ) : (
        <div className="note" role="note" data-testid="portico-multi-wallet-disabled">
          <strong>{tError(ALERTS.MULTI_WALLET_NOT_ENABLED.title)}</strong>
          <p style={{ margin: '4px 0 0' }}>{tError(ALERTS.MULTI_WALLET_NOT_ENABLED.message)}</p>
        </div>
      )}
    </div>
  )
}

const profileWalletsCss = `
.wallet-row { cursor: default; }
.wallet-row-text { display: grid; min-width: 0; }
.wallet-row-text > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wallet-active { color: var(--portico-accent); font-weight: 600; }
`
