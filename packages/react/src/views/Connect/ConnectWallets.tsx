import { orderWallets, walletSupportsNamespaces, walletTarget } from '@portico/core/internal'
import { useMemo } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { preloadAllWallets } from '../../modal/preloadAllWallets.js'
import { useSelectWallet } from '../../ui/useSelectWallet.js'
import { WalletRow } from '../../ui/WalletRow.js'
import { WalletSkeletonRows } from '../../ui/WalletSkeletonRows.js'
import { useConnectCatalogue } from './useConnectCatalogue.js'

/** Placeholder rows while the catalogue's featured and recommended wallets load. */
const SKELETON_ROWS = 3

/**
 * The wallet section of Connect: core's orderWallets in the `connectorTypeOrder` feature (spec §2
 * default walletConnect, recent, injected, featured, custom, external, recommended) — every wallet
 * once, installed ones matched by rdns and tagged, excluded ones left out — then "All wallets" with
 * the catalogue's count. Wallets of this browser show at once; catalogue rows have a loading
 * (skeleton, aria-busy), an error (retry) and an empty state.
 */
export function ConnectWallets() {
  const portico = usePortico()
  const { t } = useT()
  const select = useSelectWallet()
  const { options, features } = useStoreState(portico.stores.options)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const walletList = useStoreState(portico.stores.walletList)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const { status, retry } = useConnectCatalogue()

  const rows = useMemo(() => {
    const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
    const mobile = portico.isMobile()
    const usable = connectors.filter((c) =>
      c.type === 'WALLET_CONNECT'
        ? options.enableWalletConnect && !mobile
        : c.type === 'EXTERNAL' || c.type === 'AUTH' || options.enableInjected,
    )
    const ofNamespaces = (list: typeof walletList.featured) =>
      list.filter((w) => walletSupportsNamespaces(w, namespaces))
    return orderWallets({
      connectors: usable,
      recent: walletList.recent,
      featured: ofNamespaces(walletList.featured),
      recommended: ofNamespaces(walletList.recommended),
      customWallets: options.customWallets,
      order: features.connectorTypeOrder,
      featuredWalletIds: options.featuredWalletIds,
      featuredWalletsCount: options.featuredWalletsCount,
      excludedWalletIds: options.excludeWalletIds,
    })
      .map((item) => ({
        item,
        target: walletTarget({
          item,
          connectors: usable,
          enableWalletConnect: options.enableWalletConnect,
        }),
      }))
      .filter((row) => row.target !== undefined)
  }, [portico, connectors, walletList, networks, options, features])

  const loading = status === 'loading'
  return (
    <div className="section">
      {loading && (
        <p className="visually-hidden" role="status" data-testid="portico-wallets-loading">
          {t('walletsLoading')}
        </p>
      )}
      {rows.length === 0 && !loading && (
        <p className="muted" data-testid="portico-no-wallets">
          {t('noWallets')}
        </p>
      )}
      <ul
        className="list"
        aria-label={t('wallets')}
        aria-busy={loading || undefined}
        data-testid="portico-wallet-list"
      >
        {rows.map(({ item, target }) => (
          <li key={`${item.group}:${item.id}`}>
            <WalletRow
              item={{ ...item, recent: item.group === 'recent' }}
              target={target}
              onSelect={select}
              testId={`wallet-option-${item.id}`}
            />
          </li>
        ))}
        {loading && <WalletSkeletonRows count={SKELETON_ROWS} />}
        {status !== 'off' && (
          <li>
            <button
              type="button"
              className="option"
              data-testid="portico-all-wallets-button"
              onPointerEnter={preloadAllWallets}
              onFocus={preloadAllWallets}
              onClick={() => portico.modal.pushView({ view: 'AllWallets' })}
            >
              <span className="wallet-name">{t('allWallets')}</span>
              {walletList.count > 0 && (
                <span className="tag" data-testid="portico-all-wallets-count">
                  {t('allWalletsCount', { count: String(walletList.count) })}
                </span>
              )}
            </button>
          </li>
        )}
      </ul>
      {status === 'error' && (
        <div className="center" data-testid="portico-wallets-error">
          <p className="error" role="alert">
            {t('walletsLoadFailed')}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="portico-wallets-retry"
            onClick={retry}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}
