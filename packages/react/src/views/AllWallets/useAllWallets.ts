import { buildAllWalletsList, walletTarget } from '@portico/core/internal'
import { useLayoutEffect, useMemo } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'

/**
 * What AllWallets shows, read from `stores.walletList` (core pages, searches and tracks the
 * requests: `portico.walletList.loadNextPage`, `search`, `retry`): the rows (featured, custom, then
 * the pages loaded, or the search's results) each with what a click does, and where the requests
 * stand. On first show it asks for the first page and the featured wallets unless they are
 * loaded, and ends a search left from an earlier visit (the field starts empty).
 */
export function useAllWallets() {
  const portico = usePortico()
  const { options } = useStoreState(portico.stores.options)
  const walletList = useStoreState(portico.stores.walletList)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)

  // Before the first paint, so the first frame already shows the first page loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first show only; later pages follow the scroll.
  useLayoutEffect(() => {
    void portico.walletList.search({ search: '' })
    if (!options.apiUrl) return
    const { wallets, featured } = portico.stores.walletList.getState()
    if (wallets.length === 0) void portico.walletList.loadNextPage()
    if (featured.length === 0) void portico.walletList.fetchFeatured().catch(() => undefined)
  }, [portico])

  // A search is on while something is typed or the certified switch is (spec §7 badge_type).
  const searching = walletList.search !== '' || walletList.badge === 'certified'
  const rows = useMemo(
    () =>
      buildAllWalletsList({
        featured: walletList.featured,
        customWallets: options.customWallets,
        wallets: walletList.wallets,
        searchResults: searching ? walletList.filteredWallets : undefined,
        connectors: options.enableInjected ? connectors : [],
        namespaces: [...new Set(networks.map((n) => n.chainNamespace))],
        excludeWalletIds: options.excludeWalletIds,
      }).map((item) => ({
        item,
        target: walletTarget({
          item,
          connectors,
          enableWalletConnect: options.enableWalletConnect,
        }),
      })),
    [walletList, options, connectors, networks, searching],
  )

  const status = searching ? walletList.searchStatus : walletList.status
  const hasMore = !searching && walletList.wallets.length < walletList.count
  const loadingMore = !searching && walletList.status === 'loading' && rows.length > 0
  const failedFirst = status === 'error' && rows.length === 0
  return {
    rows,
    searching,
    status,
    /** How many rows the list has in all, the pages not loaded yet included. */
    total: searching
      ? rows.length
      : rows.length + Math.max(0, walletList.count - walletList.wallets.length),
    /** The next page may load as the end comes into view (not after a failure: retry does). */
    canLoadMore: hasMore && walletList.status === 'idle' && walletList.wallets.length > 0,
    loadingFirst: status === 'loading' && rows.length === 0,
    loadingMore,
    failedFirst,
    failedMore: !failedFirst && walletList.status === 'error' && rows.length > 0 && !searching,
    loadNextPage: portico.walletList.loadNextPage,
    search: portico.walletList.search,
    retry: portico.walletList.retry,
  }
}
