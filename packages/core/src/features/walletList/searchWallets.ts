import { WALLET_SEARCH_ENTRIES, WALLET_SEARCH_MIN_WAIT_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { configuredNamespaces } from './fetchFeaturedWallets.js'
import type { WalletBadgeType } from './readWallets.js'
import { trackWalletListRequest } from './trackWalletListRequest.js'

export type SearchWalletsParameters = {
  /** What was typed; '' (or only spaces) ends the search. */
  search: string
  /**
   * `certified`: certified wallets only (spec §7 `/getWallets` badge_type), searched even with
   * nothing typed; `none` or absent: every wallet.
   */
  badge?: WalletBadgeType | undefined
  /** Searches at once instead of once typing pauses (a retry). @default false */
  immediate?: boolean | undefined
}

/** An instance's search: the number of its newest call, and how to cancel the wait it is in. */
export type WalletSearchSession = { latest: number; cancelWait?: (() => void) | undefined }

/**
 * Searches the wallet catalogue (spec §9 "Search: 100 entries, 300 ms minimum wait"): once typing
 * has paused WALLET_SEARCH_MIN_WAIT_MS (each call restarts the wait), one request of
 * WALLET_SEARCH_ENTRIES wallets of the configured namespaces, without the excluded ones, into
 * `walletList.filteredWallets`. `walletList.search` (trimmed) is set at the call, and
 * `searchStatus` is 'loading' from then until the answer ('idle', or 'error' with
 * `walletList.error`); an older search that answers late is dropped instead of replacing newer
 * results. With `badge: 'certified'` only certified wallets are asked for (`badge_type`, spec §7),
 * with or without a search; `walletList.badge` says so. An empty search without that badge ends
 * searching at once without a request (the pages already loaded stay). The promise settles when this search is done or replaced; it never rejects. Needs the API.
 */
export async function searchWallets(
  context: PorticoContext,
  session: WalletSearchSession,
  { search, badge, immediate = false }: SearchWalletsParameters,
): Promise<void> {
  const query = search.trim()
  const certified = badge === 'certified' ? badge : undefined
  const { walletList } = context.stores
  const id = ++session.latest
  session.cancelWait?.()
  if (!query && !certified) {
    walletList.setState({ search: '', badge: undefined, filteredWallets: [], searchStatus: 'idle' })
    return
  }
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  walletList.setState({
    search: query,
    badge: certified,
    filteredWallets: [],
    searchStatus: 'loading',
  })
  if (!immediate && !(await typingPaused(session))) return
  const isCurrent = () => session.latest === id
  await trackWalletListRequest(
    context,
    'searchStatus',
    async () => {
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
          chains: configuredNamespaces(context),
          badge: certified,
        }),
      )
      if (isCurrent()) walletList.setState({ filteredWallets: data })
    },
    isCurrent,
  ).catch(() => undefined)
}

/** Waits WALLET_SEARCH_MIN_WAIT_MS: true, or false when a newer search cancelled the wait. */
function typingPaused(session: WalletSearchSession): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      session.cancelWait = undefined
      resolve(true)
    }, WALLET_SEARCH_MIN_WAIT_MS)
    session.cancelWait = () => {
      session.cancelWait = undefined
      clearTimeout(timer)
      resolve(false)
    }
  })
}
