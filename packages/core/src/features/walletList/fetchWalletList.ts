import type { PorticoContext } from '../../context.js'
import { catalogueImageUrl } from './catalogueImageUrl.js'

/** Parameters of `fetchWalletList` (`portico.walletList.fetch`). */
export type FetchWalletListParameters = {
  /** The page, from 1. @default 1 */
  page?: number | undefined
  /** A search the page belongs to. @default '' */
  search?: string | undefined
}

/**
 * Loads a page of the wallet catalogue into the wallet list (spec §3 "Wallet list state"): page 1
 * replaces the list, later pages append (AllWallets' infinite scroll, WALLETS_PAGE_SIZE each). Only wallets of the configured namespaces, without the
 * excluded ids, and only the included ones when the dApp says (spec §1). Needs the API.
 */
export async function fetchWalletList(
  context: PorticoContext,
  { page = 1, search = '' }: FetchWalletListParameters = {},
): Promise<void> {
  const { options } = context.stores.options.getState()
  if (!options.apiUrl || !context.projectId) return
  const { readWallets } = await import('./readWallets.js')
  const namespaces = [
    ...new Set(context.stores.chains.getState().networks.map((n) => n.chainNamespace)),
  ]
  const { data, count } = await context.requests.track(() =>
    readWallets({
      apiUrl: options.apiUrl as string,
      projectId: context.projectId,
      page,
      search,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      chains: namespaces,
    }),
  )
  context.stores.walletList.setState((s) => {
    if (search) {
      const wallets = page === 1 ? data : [...s.filteredWallets, ...data]
      return { count, search, filteredWallets: wallets }
    }
    // A page of the whole catalogue leaves a search typed meanwhile alone; a page loaded twice
    // (a scroll that fired twice) adds no wallet twice.
    const known = new Set(s.wallets.map((w) => w.id))
    const wallets = page === 1 ? data : [...s.wallets, ...data.filter((w) => !known.has(w.id))]
    return { page, count, wallets }
  })
}

/** The URL of a catalogue wallet's image, carrying the project query the API asks of every route. */
export function walletImageUrl(
  context: PorticoContext,
  imageId: string | undefined,
): string | undefined {
  return catalogueImageUrl(context, { kind: 'wallet', id: imageId })
}
