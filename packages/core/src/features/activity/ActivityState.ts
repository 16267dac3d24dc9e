import type { ApiBalance } from '../account/readApiBalance.js'
import type { ApiHistoryItem } from './readApiHistory.js'
import type { ApiNft } from './readApiNfts.js'

/** Where a list of the Account view's tabs stands. `unsupported`: the network has none to show. */
export type AccountListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

/**
 * The Tokens tab's balances: read again after 30 s, and not for 30 s after a failure
 * (docs/account-tabs.md#tokens).
 */
export type TokenBalancesState = {
  /** CAIP-10 address (network included) the balances are of. */
  caipAddress?: string | undefined
  status: AccountListStatus
  /** Native first, then by value. */
  balances: readonly ApiBalance[]
  /** When they were read (ms since the epoch), for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
  /** After a failure no request is made before this time (BALANCE_RETRY_BLOCK_MS). */
  retryBlockedUntil?: number | undefined
}

/** The NFTs tab's tokens. */
export type NftsState = {
  /** CAIP-10 address (network included) the tokens are of. */
  caipAddress?: string | undefined
  status: AccountListStatus
  nfts: readonly ApiNft[]
  /** When they were read (ms since the epoch); reused for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
}

/**
 * A transaction the widget sent (a send, a swap or its approval) whose receipt has not come yet:
 * shown as pending in the Activity tab of its account and chain until it is mined.
 */
export type PendingTransaction = {
  /** The transaction hash ([docs/errors.md](docs/errors.md) gives its format), the history item's id once indexed. */
  hash: string
  /** What the widget sent it for. */
  kind: 'send' | 'swap' | 'approval'
  /** CAIP-10 address (network included) of the account that sent it. */
  caipAddress: string
  /** When the wallet answered with the hash (ms since the epoch). */
  sentAt: number
}

/** The Activity tab's transaction list, loaded a page at a time (docs/account-tabs.md). */
export type TransactionsState = {
  /** CAIP-10 address (network included) the transactions are of. */
  caipAddress?: string | undefined
  /** `loading` while the first page loads; later pages set `loadingMore`. */
  status: AccountListStatus
  /** The active chain's transactions, newest first; those of only spam NFTs are dropped. */
  transactions: readonly ApiHistoryItem[]
  /** True once every page is loaded and nothing is left to show. */
  empty: boolean
  /** Cursor of the next page; undefined when the last page is loaded. */
  next?: string | undefined
  loadingMore: boolean
  /** Why the last page failed ('Failed to fetch transactions'), while status is `error` or a later page failed. */
  error?: string | undefined
  /** When the first page was read (ms since the epoch); reused for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
  /**
   * The widget's transactions not mined yet, of every account, newest first, at most
   * PENDING_TRANSACTIONS_LIMIT (99; the oldest dropped). Undefined until the first one.
   */
  pending?: readonly PendingTransaction[] | undefined
}
