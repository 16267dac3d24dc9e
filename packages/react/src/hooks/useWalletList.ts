import {
  type AllWalletsItem,
  buildAllWalletsList,
  orderWallets,
  WALLET_SEARCH_MIN_WAIT_MS,
  type WalletListItem,
} from '@portico/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseWalletListParameters = {
  /** Load the catalogue (featured, recommended, first page) on mount. @default true */
  enabled?: boolean | undefined
}

export type UseWalletListReturnType = {
  /**
   * The wallets to offer, in spec §2's connector order (walletConnect, recent, injected, featured,
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
  /** Searches the catalogue once typing pauses (spec §9: 300 ms minimum wait, 100 entries). */
  setSearch: (search: string) => void
  /** Loads the next page of 40 (spec §9) into `allWallets`. */
  fetchNextPage: () => Promise<void>
  hasNextPage: boolean
  isLoading: boolean
  /** The last request's error. */
  error: Error | undefined
  /** The icon URL of a row: its own, or the catalogue's image. */
  imageUrl: (wallet: {
    imageUrl?: string | undefined
    imageId?: string | undefined
  }) => string | undefined
}

/**
 * The wallet list for a dApp that draws its own UI (headless): installed wallets, recent,
 * featured, custom and recommended wallets in the spec's order, plus the searchable, paged
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
  const [pending, setPending] = useState(0)
  const [error, setError] = useState<Error | undefined>(undefined)

  const track = useCallback(async (request: () => Promise<void>) => {
    setPending((n) => n + 1)
    try {
      await request()
      setError(undefined)
    } catch (cause) {
      setError(cause instanceof Error ? cause : new Error(String(cause)))
    } finally {
      setPending((n) => n - 1)
    }
  }, [])

  useEffect(() => {
    if (!enabled || !options.apiUrl) return
    const { featured, recommended, wallets } = portico.stores.walletList.getState()
    if (featured.length === 0 && recommended.length === 0)
      void track(async () => {
        await portico.walletList.fetchFeatured()
        await portico.walletList.fetchRecommended()
      })
    if (wallets.length === 0) void track(() => portico.walletList.fetch({ page: 1 }))
  }, [enabled, options.apiUrl, portico, track])

  // A search waits until typing pauses; clearing it is immediate.
  useEffect(() => {
    if (!enabled) return
    const query = search.trim()
    if (!query) {
      if (portico.stores.walletList.getState().search)
        void portico.walletList.search({ search: '' })
      return
    }
    const timer = setTimeout(
      () => void track(() => portico.walletList.search({ search: query })),
      WALLET_SEARCH_MIN_WAIT_MS,
    )
    return () => clearTimeout(timer)
  }, [enabled, portico, search, track])

  const searching = Boolean(search.trim())
  const hasNextPage = !searching && list.wallets.length < list.count
  const fetchNextPage = useCallback(async () => {
    const { page, wallets, count } = portico.stores.walletList.getState()
    if (wallets.length >= count) return
    await track(() => portico.walletList.fetch({ page: page + 1 }))
  }, [portico, track])

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
  return useMemo(
    () => ({
      wallets,
      recent: wallets.filter((w) => w.group === 'recent'),
      featured: wallets.filter((w) => w.group === 'featured'),
      recommended: wallets.filter((w) => w.group === 'recommended'),
      allWallets,
      count: searching ? list.filteredWallets.length : list.count,
      search,
      setSearch: setSearchText,
      fetchNextPage,
      hasNextPage,
      isLoading: pending > 0,
      error,
      imageUrl,
    }),
    [
      wallets,
      allWallets,
      searching,
      list,
      search,
      fetchNextPage,
      hasNextPage,
      pending,
      error,
      imageUrl,
    ],
  )
}
