import { ACTIVITY_NAMESPACES, BALANCE_CACHE_TTL_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { filterTransactions } from '../../validation/filterTransactions.js'
import { reportError } from '../analytics/reportError.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { fetchSupportedChains } from '../network/fetchSupportedChains.js'
import { FailedToFetchTransactionsError, TransactionsAccountRequiredError } from './errors.js'
import type { ApiHistoryItem } from './readApiHistory.js'
import { settlePendingTransactions } from './settlePendingTransactions.js'

/**
 * Pages read at most in one call when the spam filter leaves a page empty, so a list of spam does
 * not stall the list (nothing new would come into view to ask for the next page).
 */
export const TRANSACTION_PAGES_PER_CALL_MAX = 5

export type FetchTransactionsParameters = {
  /** Load the page after the ones shown (the `next` cursor) instead of the first. */
  more?: boolean | undefined
  /** Read the first page again even when it was read less than 30 s ago. */
  force?: boolean | undefined
}

/**
 * Loads the active account's transaction history on the active chain into `stores.transactions`
 * for the Account view's Activity tab (spec §7 "GET /v1/account/{account}/history": cursor,
 * chainId): the first page, or with `more` the page at the `next` cursor, appended. Spec §5: an
 * account address is required (rejects with TransactionsAccountRequiredError, 'Failed to fetch
 * transactions'); only the active chain's transactions are kept and a transaction whose transfers
 * are all spam NFTs is dropped (a page the filter empties is followed by the next, up to
 * TRANSACTION_PAGES_PER_CALL_MAX). Activity is EVM only (spec §9: status `unsupported`), and the
 * API is asked only for a chain it supports (else an empty list, spec §7). A first page read less
 * than 30 s ago is reused unless `force`. A failed page sets `error` to 'Failed to fetch
 * transactions' (status `error` for the first page; the pages shown stay for a later one).
 */
export async function fetchTransactions(
  context: PorticoContext,
  { more = false, force = false }: FetchTransactionsParameters = {},
): Promise<readonly ApiHistoryItem[]> {
  const store = context.stores.transactions
  const { activeNetwork: network } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const { address, caipAddress: key } = account
  if (!address || !key) {
    const error = new TransactionsAccountRequiredError()
    store.setState({
      caipAddress: undefined,
      status: 'error',
      transactions: [],
      empty: false,
      next: undefined,
      loadingMore: false,
      error: error.shortMessage,
      readAt: undefined,
    })
    throw error
  }
  const state = store.getState()
  const same = state.caipAddress === key
  if (more) {
    // Only the list shown can grow, one page at a time.
    if (!same || state.status !== 'ready' || !state.next || state.loadingMore)
      return state.transactions
  } else if (
    !force &&
    same &&
    (state.status === 'loading' ||
      (state.status === 'ready' &&
        state.readAt !== undefined &&
        context.now() - state.readAt < BALANCE_CACHE_TTL_MS))
  )
    return state.transactions

  if (!ACTIVITY_NAMESPACES.some((n) => n === network.chainNamespace)) {
    store.setState({
      caipAddress: key,
      status: 'unsupported',
      transactions: [],
      empty: true,
      next: undefined,
      loadingMore: false,
      error: undefined,
      readAt: undefined,
    })
    return []
  }
  const cursor = more ? state.next : undefined
  if (more) store.setState({ loadingMore: true, error: undefined })
  else
    store.setState({
      caipAddress: key,
      status: 'loading',
      transactions: same ? state.transactions : [],
      empty: false,
      next: undefined,
      loadingMore: false,
      error: undefined,
      readAt: undefined,
    })
  // The answer belongs to the list still shown: same account and chain, and for a later page the
  // same cursor (a reload in between gives the same first page, so the same cursor).
  const stillCurrent = () => {
    const now = store.getState()
    return (
      getActiveAccount(context).caipAddress === key &&
      now.caipAddress === key &&
      (!more || now.next === cursor)
    )
  }
  try {
    const { apiUrl } = context.stores.options.getState().options
    const supported =
      apiUrl !== undefined && (await fetchSupportedChains(context)).includes(network.caipNetworkId)
    let found: ApiHistoryItem[] = []
    let next: string | undefined = cursor
    if (supported && apiUrl) {
      const { readApiHistory } = await import('./readApiHistory.js')
      for (let pages = 0; pages < TRANSACTION_PAGES_PER_CALL_MAX; pages++) {
        const page = await context.requests.track(() =>
          readApiHistory({
            apiUrl,
            projectId: context.projectId,
            account: address,
            chainId: network.caipNetworkId,
            cursor: next,
          }),
        )
        found = filterTransactions({
          accountAddress: address,
          caipNetworkId: network.caipNetworkId,
          transactions: page.data,
        })
        next = page.next ?? undefined
        if (found.length > 0 || !next) break
      }
    } else next = undefined
    // A pending transaction the history lists is mined (its id is the hash).
    settlePendingTransactions(context, { hashes: found.map((t) => t.id) })
    if (!stillCurrent()) return found
    const shown = more ? store.getState().transactions : []
    const known = new Set(shown.map((t) => t.id))
    const transactions = [...shown, ...found.filter((t) => !known.has(t.id))]
    store.setState({
      status: 'ready',
      transactions,
      next,
      empty: transactions.length === 0 && !next,
      loadingMore: false,
      error: undefined,
      ...(more ? {} : { readAt: context.now() }),
    })
    return transactions
  } catch (cause) {
    const error = new FailedToFetchTransactionsError({ cause })
    reportError(context, { event: 'ERROR_FETCH_TRANSACTIONS', error })
    if (stillCurrent())
      store.setState(
        more
          ? { loadingMore: false, error: error.shortMessage }
          : { status: 'error', transactions: [], error: error.shortMessage },
      )
    return store.getState().transactions
  }
}

/** the `fetchTransactions` action. */
export type FetchTransactionsErrorType =
  | FailedToFetchTransactionsError
  | TransactionsAccountRequiredError
