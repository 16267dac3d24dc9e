import { WALLET_SEARCH_MIN_WAIT_MS } from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { WalletImage } from '../WalletImage.js'

/**
 * AllWallets: the wallet catalogue from the API, searchable (300 ms after the last key, spec §9).
 * A wallet installed in this browser (same rdns as an announced one) connects; the others say so.
 * Names come from the catalogue and are shown as text.
 */
export function AllWallets() {
  const portico = usePortico()
  const { t } = useT()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const list = useStoreState(portico.stores.walletList)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  useEffect(() => {
    const timer = setTimeout(
      () => void portico.fetchWalletList({ search }).catch(() => undefined),
      search ? WALLET_SEARCH_MIN_WAIT_MS : 0,
    )
    return () => clearTimeout(timer)
  }, [portico, search])
  const wallets = list.search ? list.filteredWallets : list.wallets
  return (
    <div data-testid="portico-all-wallets">
      <label htmlFor={searchId} className="muted">
        {t('searchWallets')}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        value={search}
        autoComplete="off"
        data-testid="portico-wallet-search"
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="muted" aria-live="polite" data-testid="portico-wallet-count">
        {wallets.length ? t('walletCount', { count: String(list.count) }) : t('noWalletsFound')}
      </p>
      <ul className="list" aria-label={t('allWallets')}>
        {wallets.map((wallet) => {
          const installed = connectors.find((c) => wallet.rdns && c.info?.rdns === wallet.rdns)
          return (
            <li key={wallet.id}>
              <button
                type="button"
                className="option"
                disabled={!installed}
                data-testid={`catalogue-wallet-${wallet.id}`}
                onClick={() => installed && void portico.connectFromModal(installed.id)}
              >
                <WalletImage name={wallet.name} src={portico.walletImageUrl(wallet.image_id)} />
                <span>{wallet.name}</span>
                {!installed && <span className="muted">{t('notInstalled')}</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
