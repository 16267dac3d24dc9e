import { WALLET_SEARCH_ENTRIES } from '../../constants.js'
import type { PorticoContext } from '../../context.js'

export type SearchWalletsParameters = { search: string }

/**
 * Searches the wallet catalogue (spec §9 "Search: 100 entries"): one request of
 * WALLET_SEARCH_ENTRIES wallets of the configured namespaces, without the excluded ones, into
 * `walletList.filteredWallets`. `search` is recorded at once, so an older search that answers
 * late is dropped instead of replacing newer results. An empty search ends searching without a
 * request (the pages already loaded stay). The 300 ms wait before a search is the view's
 * (it searches when typing pauses). Needs the API.
 */
export async function searchWallets(
  context: PorticoContext,
  { search }: SearchWalletsParameters,
): Promise<void> {
  const query = search.trim()
  const { walletList } = context.stores
  if (!query) {
    walletList.setState({ search: '', filteredWallets: [] })
    return
  }
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  walletList.setState({ search: query, filteredWallets: [] })
  const { readWallets } = await import('./readWallets.js')
  const { data } = await context.requests.track(() =>
    readWallets({
      apiUrl: options.apiUrl as string,
      projectId: context.projectId,
      page: 1,
      entries: WALLET_SEARCH_ENTRIES,
      search: query,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      chains: [...new Set(context.stores.chains.getState().networks.map((n) => n.chainNamespace))],
    }),
  )
  if (walletList.getState().search === query) walletList.setState({ filteredWallets: data })
}
