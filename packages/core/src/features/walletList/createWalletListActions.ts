import type { PorticoContext } from '../../context.js'
import { type CatalogueImageUrlParameters, catalogueImageUrl } from './catalogueImageUrl.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import {
  type FetchWalletListParameters,
  fetchWalletList,
  walletImageUrl,
} from './fetchWalletList.js'
import { loadNextPage } from './loadNextPage.js'
import {
  type SearchWalletsParameters,
  searchWallets,
  type WalletSearchSession,
} from './searchWallets.js'
import { trackWalletListRequest } from './trackWalletListRequest.js'

/**
 * `portico.walletList`: the wallet catalogue (state in `stores.walletList`, where `status`,
 * `searchStatus`, `featuredStatus` and `error` say how its requests went).
 */
export type WalletListActions = {
  /** Loads a page of the wallet catalogue (with a search) into `stores.walletList`. */
  fetch(parameters?: FetchWalletListParameters): Promise<void>
  /**
   * Loads the next page of 40 (page 1 while none is loaded) into `walletList.wallets`; nothing
   * while one is on its way or once all are in. Progress in `walletList.status`; never rejects.
   */
  loadNextPage(): Promise<void>
  /** The URL of a catalogue image id, through the configured API. */
  imageUrl(parameters: { imageId: string | undefined }): string | undefined
  /**
   * The URL of a network (asset), currency or token image, or a wallet's, from the API's catalogue
   * image routes ([docs/account-tabs.md](docs/account-tabs.md)); undefined without an API or an id.
   */
  catalogueImageUrl(parameters: CatalogueImageUrlParameters): string | undefined
  /**
   * Searches the catalogue (100 entries) into `walletList.filteredWallets` once typing pauses
   * (300 ms; each call restarts the wait); late answers of older searches are dropped; '' ends the
   * search at once. Progress in `walletList.searchStatus`; never rejects.
   */
  search(parameters: SearchWalletsParameters): Promise<void>
  /**
   * Tries again, at once, what the catalogue view shows as failed: the search while one is on
   * (`walletList.search`, `walletList.badge`), else the next page.
   */
  retry(): Promise<void>
  /** Loads the featured wallets (featured ids, else the catalogue's first) into the wallet list. */
  fetchFeatured(): Promise<void>
  /** Loads the recommended wallets (neither featured nor excluded) into `stores.walletList`. */
  fetchRecommended(): Promise<void>
}

export function createWalletListActions(context: PorticoContext): WalletListActions {
  const searchSession: WalletSearchSession = { latest: 0 }
  const search = (parameters: SearchWalletsParameters) =>
    searchWallets(context, searchSession, parameters)
  return {
    fetch: (parameters) => fetchWalletList(context, parameters),
    loadNextPage: () => loadNextPage(context),
    imageUrl: ({ imageId }) => walletImageUrl(context, imageId),
    catalogueImageUrl: (parameters) => catalogueImageUrl(context, parameters),
    search,
    retry: () => {
      const { search: current, badge } = context.stores.walletList.getState()
      return current || badge
        ? search({ search: current, badge, immediate: true })
        : loadNextPage(context)
    },
    fetchFeatured: () =>
      trackWalletListRequest(context, 'featuredStatus', () => fetchFeaturedWallets(context)),
    fetchRecommended: () =>
      trackWalletListRequest(context, 'featuredStatus', () => fetchRecommendedWallets(context)),
  }
}

export type { FetchWalletListParameters } from './fetchWalletList.js'
