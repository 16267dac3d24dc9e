import { formatTokenAmount, parseTokenAmount } from '../../utils/parseTokenAmount.js'

/**
 * A typed source amount ("1.5") in base units of a token with `decimals`, exactly (no floating
 * point); undefined when it is empty, not a decimal number or has more fraction digits than the
 * token has (the Swap view leaves such input as typed and asks no quote).
 */
export function parseSwapAmount(amount: string, decimals: number): bigint | undefined {
  if (!amount.trim()) return undefined
  try {
    return parseTokenAmount(amount, decimals)
  } catch {
    return undefined
  }
}

/**
 * A balance quantity in whole units as the balance API gives it ("12.5") in base units, fraction
 * digits beyond the token's decimals dropped; 0n when it is not a non-negative decimal.
 */
export function quantityToBaseUnits(quantity: string, decimals: number): bigint {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(quantity.trim())
  if (!match || !Number.isInteger(decimals) || decimals < 0) return 0n
  const [, whole = '', fraction = ''] = match
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}

/** Base units as a whole-unit decimal string with every digit kept ("1.5"). */
export function formatSwapAmount(value: bigint, decimals: number): string {
  return formatTokenAmount(value, decimals)
}
