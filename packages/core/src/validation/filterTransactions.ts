import { TransactionsAccountRequiredError } from '../features/activity/errors.js'
import type { TransactionHistoryItem } from './types.js'

export type FilterTransactionsParameters<item extends TransactionHistoryItem> = {
  /** The account whose history this is; required (spec §5). */
  accountAddress: string | null | undefined
  /** CAIP-2 id of the active chain, e.g. `eip155:1`. */
  caipNetworkId: string
  transactions: readonly item[]
}

function isAllSpam(transaction: TransactionHistoryItem): boolean {
  // A transaction without transfers (a contract call, an approval) is not spam.
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/**
 * The transactions to list (spec §5): throws 'Failed to fetch transactions' without an account
 * address, keeps only the active chain's transactions, and drops those whose every transfer is a
 * spam NFT.
 */
export function filterTransactions<item extends TransactionHistoryItem>({
  accountAddress,
  caipNetworkId,
  transactions,
}: FilterTransactionsParameters<item>): item[] {
  if (!accountAddress) throw new TransactionsAccountRequiredError()
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isAllSpam(transaction),
  )
}
