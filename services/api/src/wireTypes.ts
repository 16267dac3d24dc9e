/**
 * The API's answers, checked at compile time against the types the widget's client reads
 * (@portico/core): a change on one side that the other cannot read fails the type check.
 * Config and analytics are checked where their routes are (routes/projectRoutes.ts).
 */
import type {
  ApiBalance,
  ApiHistoryItem,
  ApiNft,
  TransactionHistoryItem,
  WalletCatalogueEntry,
} from '@portico/core'
import type { Static } from '@sinclair/typebox'
import type { GetWalletsResponse } from './catalogue/routes.js'
import type { IdentityResponse } from './identity/identityRoutes.js'
import type { BalanceItem, HistoryResponse, NftItem } from './indexer/routes/schemas.js'

type Assignable<From, To> = [From] extends [To] ? true : false

/** What the server sends can be read as what the widget expects. */
export const WIRE_TYPES_MATCH = {
  balance: true satisfies Assignable<BalanceItem, ApiBalance>,
  history: true satisfies Assignable<
    Static<typeof HistoryResponse>['data'][number],
    TransactionHistoryItem
  >,
  historyWithDirection: true satisfies Assignable<
    Static<typeof HistoryResponse>['data'][number],
    ApiHistoryItem
  >,
  nfts: true satisfies Assignable<NftItem, ApiNft>,
  wallets: true satisfies Assignable<
    Static<typeof GetWalletsResponse>['data'][number],
    WalletCatalogueEntry
  >,
  identity: true satisfies Assignable<
    Static<typeof IdentityResponse>,
    { name: string | null; avatar: string | null }
  >,
} as const
