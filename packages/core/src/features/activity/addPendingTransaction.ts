import { PENDING_TRANSACTIONS_LIMIT } from '../../constants.js'
import type { PendingTransaction } from './ActivityState.js'

/**
 * The pending list with `transaction` first (spec §9 "pending-transactions limit 99"): a hash
 * already listed moves to the front instead of appearing twice, and past PENDING_TRANSACTIONS_LIMIT
 * the oldest are dropped.
 */
export function addPendingTransaction(
  pending: readonly PendingTransaction[],
  transaction: PendingTransaction,
): readonly PendingTransaction[] {
  return [transaction, ...pending.filter((t) => t.hash !== transaction.hash)].slice(
    0,
    PENDING_TRANSACTIONS_LIMIT,
  )
}
