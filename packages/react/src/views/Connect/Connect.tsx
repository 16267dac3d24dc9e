import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { WalletImage } from '../WalletImage.js'

/** Connect: the wallets found in this browser. Names and icons are the wallets' own, shown as text. */
export function Connect() {
  const portico = usePortico()
  const { t } = useT()
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const hasCatalogue = useStoreState(portico.stores.options, (s) => Boolean(s.options.apiUrl))
  const allWallets = hasCatalogue && (
    <button
      type="button"
      className="option"
      data-testid="portico-all-wallets-button"
      onClick={() => portico.pushView({ view: 'AllWallets' })}
    >
      <span>{t('allWallets')}</span>
    </button>
  )
  if (connectors.length === 0)
    return (
      <>
        <p className="muted" data-testid="portico-no-wallets">
          {t('noWallets')}
        </p>
        {allWallets}
      </>
    )
  return (
    <ul className="list" aria-label={t('wallets')} data-testid="portico-wallet-list">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="option"
            data-testid={`wallet-option-${connector.id}`}
            onClick={() => void portico.connectFromModal(connector.id)}
          >
            <WalletImage name={connector.name} src={connector.imageUrl} />
            <span>{connector.name}</span>
          </button>
        </li>
      ))}
      {allWallets && <li>{allWallets}</li>}
    </ul>
  )
}
