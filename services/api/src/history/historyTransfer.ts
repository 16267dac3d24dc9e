import type { HistoryTransfer, TransferDirection } from '@portico/protocol'
import { formatUnits, zeroAddress } from 'viem'

/** A transfer's two ends, lowercase. */
type Ends = { from: string; to: string }

/** Which way a transfer moved, seen from `account` (lowercase). */
export function transferDirection({ from, to }: Ends, account: string): TransferDirection {
  if (from === account && to === account) return 'self'
  return from === account ? 'out' : 'in'
}

/**
 * A transaction's operation type from its transfers, seen from `account` (the indexer's and the
 * adapters' one reading): send, receive, trade (both ways), mint (everything from the zero
 * address), burn (everything out to it).
 */
export function operationTypeOf(transfers: readonly Ends[], account: string): string {
  const hasOut = transfers.some((t) => t.from === account)
  const hasIn = transfers.some((t) => t.to === account && t.from !== account)
  if (!hasOut && transfers.every((t) => t.from === zeroAddress)) return 'mint'
  if (!hasIn && hasOut && transfers.every((t) => t.to === zeroAddress)) return 'burn'
  return hasOut && hasIn ? 'trade' : hasOut ? 'send' : 'receive'
}

/** A fungible transfer as the API answers it; the amount in base units, whole units when `decimals` is known. */
export function fungibleTransfer({
  amount,
  direction,
  decimals,
  name,
  symbol,
  icon,
}: {
  amount: string
  direction: TransferDirection
  decimals: number | null | undefined
  name: string | null | undefined
  symbol: string | null | undefined
  icon: string | null | undefined
}): HistoryTransfer {
  return {
    quantity: {
      numeric: decimals == null ? amount : formatUnits(BigInt(amount), decimals),
    },
    direction,
    fungible_info: {
      ...(name ? { name } : {}),
      ...(symbol ? { symbol } : {}),
      ...(icon ? { icon: { url: icon } } : {}),
    },
  }
}

/** An ERC-721 transfer as the API answers it: one token, its name, its image when known. */
export function nftTransfer({
  direction,
  name,
  imageUrl,
  spam = false,
}: {
  direction: TransferDirection
  name: string
  imageUrl?: string | null | undefined
  spam?: boolean | undefined
}): HistoryTransfer {
  return {
    quantity: { numeric: '1' },
    direction,
    nft_info: {
      name,
      ...(imageUrl ? { content: { preview: { url: imageUrl } } } : {}),
      flags: { is_spam: spam },
    },
  }
}
