import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import type { FetchNftsParameters } from './fetchNfts.js'
import type {
  FetchTokenBalancesErrorType,
  FetchTokenBalancesParameters,
} from './fetchTokenBalances.js'
import type {
  FetchTransactionsErrorType,
  FetchTransactionsParameters,
} from './fetchTransactions.js'
import type { ApiHistoryItem } from './readApiHistory.js'
import type { ApiNft } from './readApiNfts.js'

/**
 * `portico.activity`: the Account view's tabs (docs/account-tabs.md), each loading on first use
 * (after the modal shows Account).
 */
export type ActivityActions = {
  /**
   * The Tokens tab: the active account's balances into `stores.tokenBalances` (cached 30 s; on
   * failure the toast 'Token Balance Unavailable' and no retry for 30 s).
   */
  fetchTokenBalances(parameters?: FetchTokenBalancesParameters): Promise<readonly ApiBalance[]>
  /** The NFTs tab: the ERC-721 tokens the active account holds, into `stores.nfts`. */
  fetchNfts(parameters?: FetchNftsParameters): Promise<readonly ApiNft[]>
  /**
   * The Activity tab: the first page of the active account's history (or with `more`, the next)
   * into `stores.transactions`.
   */
  fetchTransactions(parameters?: FetchTransactionsParameters): Promise<readonly ApiHistoryItem[]>
}

export function createActivityActions(context: PorticoContext): ActivityActions {
  const activity = lazyFeature(() => import('./activityModule.js'))
  return {
    fetchTokenBalances: (parameters) => activity((m) => m.fetchTokenBalances(context, parameters)),
    fetchNfts: (parameters) => activity((m) => m.fetchNfts(context, parameters)),
    fetchTransactions: (parameters) => activity((m) => m.fetchTransactions(context, parameters)),
  }
}

/**
 * What each `portico.activity` method throws, by method (docs/errors.md): `ActivityActionsErrorTypes['fetchTokenBalances']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type ActivityActionsErrorTypes = {
  fetchTokenBalances: FetchTokenBalancesErrorType
  fetchNfts: never
  fetchTransactions: FetchTransactionsErrorType
}

export type { FetchTokenBalancesErrorType } from './fetchTokenBalances.js'
export type { FetchTransactionsErrorType } from './fetchTransactions.js'
