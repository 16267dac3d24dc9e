import type { PorticoContext } from '../../context.js'
import { getActiveAccount } from '../connect/getAccount.js'
import type { PendingTransaction } from './ActivityState.js'
import { addPendingTransaction } from './addPendingTransaction.js'

/**
 * Notes a transaction the wallet has just sent for the active account (its hash checked, its
 * receipt not awaited yet) in `stores.transactions.pending`, for the Activity tab to show it as
 * pending until it is mined (settlePendingTransaction). Called by the send and swap flows.
 */
export function notePendingTransaction(
  context: PorticoContext,
  { hash, kind }: Pick<PendingTransaction, 'hash' | 'kind'>,
): void {
  const { caipAddress } = getActiveAccount(context)
  if (!caipAddress) return
  const store = context.stores.transactions
  store.setState({
    pending: addPendingTransaction(store.getState().pending ?? [], {
      hash,
      kind,
      caipAddress,
      sentAt: context.now(),
    }),
  })
}
