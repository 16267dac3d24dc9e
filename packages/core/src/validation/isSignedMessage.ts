import type { Hex } from './types.js'

/** True for a signed message (a signature): `0x` plus at least 62 hex characters (spec §5). */
export function isSignedMessage(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
