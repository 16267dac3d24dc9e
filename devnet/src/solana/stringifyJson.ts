import { randomBytes } from 'node:crypto'

const marker = `__portico_bigint_${randomBytes(6).toString('hex')}__`
const markerPattern = new RegExp(`"${marker}(\\d+)"`, 'g')

/**
 * JSON.stringify that writes bigints as plain JSON numbers (the Solana RPC sends u64s such as a
 * rent-exempt account's rentEpoch 18446744073709551615 as numbers; @solana/kit parses them as bigints).
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    typeof v === 'bigint' ? `${marker}${v.toString()}` : v,
  ).replace(markerPattern, '$1')
}
