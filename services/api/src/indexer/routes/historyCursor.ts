/** Where a history page ends: the sort key of its last transaction. */
export type HistoryCursor = {
  /** Block time in seconds. */
  timestamp: number
  chainId: number
  blockNumber: number
  txIndex: number
}

/**
 * Encodes a history cursor. It names a position in the chain (time, chain, block, transaction
 * index), not an offset, so new blocks above it never shift the next page.
 */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const text = [cursor.timestamp, cursor.chainId, cursor.blockNumber, cursor.txIndex].join('.')
  return Buffer.from(text).toString('base64url')
}

/** Decodes a cursor from encodeHistoryCursor; undefined when it is not one. */
export function decodeHistoryCursor(value: string): HistoryCursor | undefined {
  const text = Buffer.from(value, 'base64url').toString()
  const match = /^(\d{1,15})\.(\d{1,16})\.(\d{1,15})\.(\d{1,9})$/.exec(text)
  if (!match) return undefined
  const [timestamp, chainId, blockNumber, txIndex] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ]
  return { timestamp, chainId, blockNumber, txIndex }
}
