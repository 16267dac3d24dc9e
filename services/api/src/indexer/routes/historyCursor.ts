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

/** Marks a cursor of a chain's history source (Blockscout, Etherscan); `.` is never in base64url. */
const SOURCE_CURSOR_PREFIX = 's.'

/**
 * A history cursor in the source's part of a chain's history: the source's own cursor, or null
 * for the source's newest page (the indexer's part has just ended).
 */
export function encodeSourceCursor(sourceCursor: string | null): string {
  return `${SOURCE_CURSOR_PREFIX}${sourceCursor ?? ''}`
}

/** The source's cursor (null: its first page) of a cursor from encodeSourceCursor; undefined when it is not one. */
export function decodeSourceCursor(value: string): { sourceCursor: string | null } | undefined {
  if (!value.startsWith(SOURCE_CURSOR_PREFIX)) return undefined
  const rest = value.slice(SOURCE_CURSOR_PREFIX.length)
  return { sourceCursor: rest === '' ? null : rest }
}
