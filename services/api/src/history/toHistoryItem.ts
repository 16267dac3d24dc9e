import type { HistoryItem, HistoryTransfer } from '@portico/protocol'
import { formatUnits, getAddress, zeroAddress } from 'viem'
import type { HistoryRow, NativeCurrency } from './HistoryRow.js'

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
 * One transaction of an adapter's answer as the API's history item — the same reading of
 * directions and operation types as the indexer's (readHistoryPage): send, receive, trade (both
 * ways), mint (everything from the zero address), burn (everything to it); status confirmed.
 */
export function toHistoryItem({
  account,
  chainId,
  native,
  rows,
}: ToHistoryItemParameters): HistoryItem {
  const first = rows[0]!
  const transfers = [...rows].sort((a, b) => a.order - b.order)
  const hasOut = transfers.some((t) => t.from === account)
  const hasIn = transfers.some((t) => t.to === account && t.from !== account)
  let operationType = hasOut && hasIn ? 'trade' : hasOut ? 'send' : 'receive'
  if (!hasOut && transfers.every((t) => t.from === zeroAddress)) operationType = 'mint'
  if (!hasIn && hasOut && transfers.every((t) => t.to === zeroAddress)) operationType = 'burn'
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
      const direction =
        t.from === account && t.to === account
          ? ('self' as const)
          : t.from === account
            ? ('out' as const)
            : ('in' as const)
      if (t.kind === 'erc721')
        return {
          quantity: { numeric: '1' },
          direction,
          nft_info: {
            name: `${t.token?.name ?? t.token?.symbol ?? 'NFT'} #${t.amount}`,
            flags: { is_spam: false },
          },
        }
      const isNative = t.kind === 'native'
      const decimals = isNative ? native.decimals : t.token?.decimals
      const name = isNative ? native.name : t.token?.name
      const symbol = isNative ? native.symbol : t.token?.symbol
      const icon = isNative ? native.iconUrl : t.token?.iconUrl
      return {
        quantity: {
          numeric: decimals === undefined ? t.amount : formatUnits(BigInt(t.amount), decimals),
        },
        direction,
        fungible_info: {
          ...(name ? { name } : {}),
          ...(symbol ? { symbol } : {}),
          ...(icon ? { icon: { url: icon } } : {}),
        },
      }
    }),
  }
}
