import { formatFixed } from './formatFixed.js'

/**
 * Formats a value in the token's smallest unit as a decimal amount with every digit kept and no
 * trailing zeros (1500000n with 6 decimals → "1.5"): the inverse of `parseTokenAmount`.
 */
export function formatTokenAmount(value: bigint, decimals: number): string {
  const text = formatFixed(value, decimals)
  return decimals > 0 ? text.replace(/\.?0+$/, '') : text
}
