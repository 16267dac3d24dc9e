import type { HistoryItem, HistoryTransfer } from '@portico/protocol'
import { getAddress } from 'viem'
import type { HistoryRow, NativeCurrency } from './HistoryRow.js'
import {
  fungibleTransfer,
  nftTransfer,
  operationTypeOf,
  transferDirection,
} from './historyTransfer.js'

/** Parameters of {@link toHistoryItem}. */
export type ToHistoryItemParameters = {
  /** Lowercase address whose history this is. */
  account: string
  chainId: number
  native: NativeCurrency
  /** The transaction's rows (at least one), all of the same hash. */
  rows: readonly HistoryRow[]
}

/**
 * One transaction of an adapter's answer as the API's history item, read as the indexer's are
 * (historyTransfer.ts: directions, operation types); status confirmed.
 */
export function toHistoryItem({
  account,
  chainId,
  native,
  rows,
}: ToHistoryItemParameters): HistoryItem {
  const first = rows[0]!
  const transfers = [...rows].sort((a, b) => a.order - b.order)
  const operationType = operationTypeOf(transfers, account)
  const withTx = rows.find((row) => row.txFrom !== undefined)
  const sentFrom = withTx?.txFrom ?? first.from
  const sentTo = withTx ? withTx.txTo : first.to
  return {
    id: first.hash,
    metadata: {
      minedAt: new Date(first.timestamp * 1000).toISOString(),
      chain: `eip155:${chainId}`,
      operationType,
      status: 'confirmed',
      sentFrom: getAddress(sentFrom),
      sentTo: sentTo ? getAddress(sentTo) : '',
    },
    transfers: transfers.map((t): HistoryTransfer => {
      const direction = transferDirection(t, account)
      if (t.kind === 'erc721')
        return nftTransfer({
          direction,
          name: `${t.token?.name ?? t.token?.symbol ?? 'NFT'} #${t.amount}`,
        })
      const isNative = t.kind === 'native'
      return fungibleTransfer({
        amount: t.amount,
        direction,
        decimals: isNative ? native.decimals : t.token?.decimals,
        name: isNative ? native.name : t.token?.name,
        symbol: isNative ? native.symbol : t.token?.symbol,
        icon: isNative ? native.iconUrl : t.token?.iconUrl,
      })
    }),
  }
}
