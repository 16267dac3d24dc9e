import { toSmallestUnit } from './toSmallestUnit.js'

/** A non-negative decimal: digits with at most one point. */
const UNSIGNED_QUANTITY = /^\d*(?:\.\d*)?$/

/**
 * A balance quantity in whole units as the balance API gives it ("12.5") in base units, fraction
 * digits beyond the token's decimals dropped; 0n when it is not a non-negative decimal.
 */
export function quantityToBaseUnits(quantity: string, decimals: number): bigint {
  const text = quantity.trim()
  if (!UNSIGNED_QUANTITY.test(text) || !Number.isInteger(decimals) || decimals < 0) return 0n
  return toSmallestUnit(text, decimals)
}
