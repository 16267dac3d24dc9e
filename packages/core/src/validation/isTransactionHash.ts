import type { Hex } from './types.js'

/** True for a transaction hash: `0x` plus 64 hex characters (spec §5). */
export function isTransactionHash(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
