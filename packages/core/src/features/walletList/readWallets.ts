import type { GetWalletsResponse } from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION, WALLETS_PAGE_SIZE } from '../../constants.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import type { WalletCatalogueEntry } from '../../state/types.js'

/**
 * A catalogue wallet's badge, as `/getWallets` filters by it (spec §7 badge_type): `certified`
 * lists certified wallets only; `none` filters nothing.
 */
export type WalletBadgeType = 'certified' | 'none'

export type ReadWalletsParameters = {
  apiUrl: string
  projectId: string
  page: number
  /** Page size. @default WALLETS_PAGE_SIZE */
  entries?: number | undefined
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids or namespaces the wallets must support. */
  chains?: readonly string[] | undefined
  /** Sent as `badge_type`. */
  badge?: WalletBadgeType | undefined
}

/** A page of the wallet catalogue (spec §7 "GET /getWallets"). Loaded on demand. */
export async function readWallets({
  apiUrl,
  projectId,
  page,
  entries = WALLETS_PAGE_SIZE,
  search,
  include,
  exclude,
  chains,
  badge,
}: ReadWalletsParameters): Promise<{ data: WalletCatalogueEntry[]; count: number }> {
  const client = createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
  })
  return client.get<GetWalletsResponse>({
    path: '/getWallets',
    query: {
      page,
      entries,
      search: search?.trim() || undefined,
      include: include?.length ? include : undefined,
      exclude: exclude?.length ? exclude : undefined,
      chains: chains?.length ? chains : undefined,
      badge_type: badge,
    },
  })
}
