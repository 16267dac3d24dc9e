import {
  type AllWalletsItem,
  buildAllWalletsList,
  orderWallets,
  type WalletListItem,
} from '@portico/core/internal'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseWalletListParameters = {
  /** Load the catalogue (featured, recommended, first page) on mount. @default true */
  enabled?: boolean | undefined
}

export type UseWalletListReturnType = {
  /**
   * The wallets to offer, in the connector order (walletConnect, recent, injected, featured,
   * custom, external, recommended — or the dApp's `connectorTypeOrder`), each once.
   */
  wallets: WalletListItem[]
  /** The recent (at most 2), featured and recommended (at most 4) rows of `wallets`. */
  recent: WalletListItem[]
  featured: WalletListItem[]
  recommended: WalletListItem[]
  /** The whole catalogue as loaded so far — or, while `search` is set, its search results. */
  allWallets: AllWalletsItem[]
  /** How many catalogue wallets match (all of them, not only the pages loaded). */
  count: number
  search: string
  /** Searches the catalogue once typing pauses for 300 ms (up to 100 results). */
  setSearch: (search: string) => void
  /** Loads the next page of 40 wallets into `allWallets`. */
  fetchNextPage: () => Promise<void>
  hasNextPage: boolean
  isLoading: boolean
  /** The last request's error (`stores.walletList.error`; the next that succeeds clears it). */
  error: Error | undefined
  /** The icon URL of a row: its own, or the catalogue's image. */
  imageUrl: (wallet: {
    imageUrl?: string | undefined
    imageId?: string | undefined
  }) => string | undefined
}

/**
 * The wallet list for a dApp that draws its own UI (headless): installed wallets, recent,
 * featured, custom and recommended wallets in the connector order, plus the searchable, paged
 * catalogue. Connect a row with useConnect. The catalogue needs createPortico's `apiUrl`.
 *
 * @example
 * const { wallets, imageUrl } = useWalletList()
 * const { connect } = useConnect()
 * wallets.map((w) => <button key={w.id} onClick={() => connect(w)}><img src={imageUrl(w)} alt="" />{w.name}</button>)
 */
export function useWalletList(parameters: UseWalletListParameters = {}): UseWalletListReturnType {
  const { enabled = true } = parameters
  const portico = usePortico()
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const list = useStoreState(portico.stores.walletList)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const options = useStoreState(portico.stores.options, (s) => s.options)
  const order = useStoreState(portico.stores.options, (s) => s.features.connectorTypeOrder)
  const [search, setSearchText] = useState('')

  useEffect(() => {
    if (!enabled || !options.apiUrl) return
    const { featured, recommended, wallets } = portico.stores.walletList.getState()
    if (featured.length === 0 && recommended.length === 0)
      void portico.walletList
        .fetchFeatured()
        .then(() => portico.walletList.fetchRecommended())
        .catch(() => undefined)
    if (wallets.length === 0) void portico.walletList.loadNextPage()
  }, [enabled, options.apiUrl, portico])

  // Core waits until typing pauses; clearing is immediate.
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text)
      if (enabled) void portico.walletList.search({ search: text })
    },
    [enabled, portico],
  )

  const searching = list.search !== ''
  const hasNextPage = !searching && list.wallets.length < list.count
  const fetchNextPage = portico.walletList.loadNextPage

  const wallets = useMemo(
    () =>
      orderWallets({
        connectors,
        recent: list.recent,
        featured: list.featured,
        recommended: list.recommended,
        customWallets: options.customWallets,
        order,
        featuredWalletIds: options.featuredWalletIds,
        featuredWalletsCount: options.featuredWalletsCount,
        excludedWalletIds: options.excludeWalletIds,
      }),
    [connectors, list.recent, list.featured, list.recommended, options, order],
  )
  const allWallets = useMemo(
    () =>
      buildAllWalletsList({
        featured: list.featured,
        customWallets: options.customWallets,
        wallets: list.wallets,
        searchResults: searching ? list.filteredWallets : undefined,
        connectors,
        namespaces: [...new Set(networks.map((n) => n.chainNamespace))],
        excludeWalletIds: options.excludeWalletIds,
      }),
    [list.featured, list.wallets, list.filteredWallets, searching, connectors, networks, options],
  )
  const imageUrl = useCallback(
    (wallet: { imageUrl?: string | undefined; imageId?: string | undefined }) =>
      wallet.imageUrl ?? portico.walletList.imageUrl({ imageId: wallet.imageId }),
    [portico],
  )
  const isLoading =
    list.status === 'loading' ||
    list.searchStatus === 'loading' ||
    list.featuredStatus === 'loading'
  return useMemo(
    () => ({
      wallets,
      recent: wallets.filter((w) => w.group === 'recent'),
      featured: wallets.filter((w) => w.group === 'featured'),
      recommended: wallets.filter((w) => w.group === 'recommended'),
      allWallets,
      count: searching ? list.filteredWallets.length : list.count,
      search,
      setSearch,
      fetchNextPage,
      hasNextPage,
      isLoading,
      error: list.error,
      imageUrl,
    }),
    [
      wallets,
      allWallets,
      searching,
      list,
      search,
      setSearch,
      fetchNextPage,
      hasNextPage,
      isLoading,
      imageUrl,
    ],
  )
}
