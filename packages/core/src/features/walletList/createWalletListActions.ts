import type { PorticoContext } from '../../context.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { fetchWalletList, walletImageUrl } from './fetchWalletList.js'
import { type SearchWalletsParameters, searchWallets } from './searchWallets.js'

/** Parameters of `portico.walletList.fetch`. */
export type FetchWalletListParameters = {
  /** The page, from 1. @default 1 */
  page?: number | undefined
  /** A search the page belongs to. @default '' */
  search?: string | undefined
}

/** `portico.walletList`: the wallet catalogue (state in `stores.walletList`). */
export type WalletListActions = {
  /** Loads a page of the wallet catalogue (with a search) into `stores.walletList`. */
  fetch(parameters?: FetchWalletListParameters): Promise<void>
  /** The URL of a catalogue image id, through the configured API. */
  imageUrl(parameters: { imageId: string | undefined }): string | undefined
  /** Searches the catalogue (100 entries) into `walletList.filteredWallets`; '' ends the search. */
  search(parameters: SearchWalletsParameters): Promise<void>
  /** Loads the featured wallets (featured ids, else the catalogue's first) into the wallet list. */
  fetchFeatured(): Promise<void>
  /** Loads the recommended wallets (neither featured nor excluded) into `stores.walletList`. */
  fetchRecommended(): Promise<void>
}

export function createWalletListActions(context: PorticoContext): WalletListActions {
  return {
    fetch: ({ page, search } = {}) =>
      fetchWalletList(context, {
        ...(page !== undefined && { page }),
        ...(search !== undefined && { search }),
      }),
    imageUrl: ({ imageId }) => walletImageUrl(context, imageId),
    search: (parameters) => searchWallets(context, parameters),
    fetchFeatured: () => fetchFeaturedWallets(context),
    fetchRecommended: () => fetchRecommendedWallets(context),
  }
}
