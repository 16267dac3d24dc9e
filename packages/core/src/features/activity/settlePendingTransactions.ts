import type { PorticoContext } from '../../context.js'

/**
 * Takes mined transactions (a receipt came, successful or reverted, or the history lists them) out
 * of `stores.transactions.pending`. When the Activity list shown is of the account that sent one,
 * its first page counts as stale, so the tab reads it again and shows the mined transaction.
 */
export function settlePendingTransactions(
  context: PorticoContext,
  { hashes }: { hashes: readonly string[] },
): void {
  const store = context.stores.transactions
  const { pending, caipAddress } = store.getState()
  const settled = pending?.filter((t) => hashes.includes(t.hash)) ?? []
  if (settled.length === 0) return
  store.setState({
    pending: pending?.filter((t) => !hashes.includes(t.hash)),
    ...(settled.some((t) => t.caipAddress === caipAddress) ? { readAt: undefined } : {}),
  })
}
