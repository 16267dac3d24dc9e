import { formatTruncatedAmount } from './formatTruncatedAmount.js'
import { quantityToBaseUnits } from './quantityToBaseUnits.js'

/** A non-negative decimal as typed or quoted ("12.", ".5"), surrounding space allowed. */
const UNSIGNED_QUANTITY = /^\s*\d*(?:\.\d*)?\s*$/

/**
 * A whole-unit amount (what the user typed, or the quoted amount) cut to six decimals as
 * `formatTruncatedAmount` shows it: "0.1234567891" → "0.123456", "12." → "12". Text that is no
 * non-negative decimal is shown as it is.
 */
export function formatTruncatedQuantity(quantity: string, decimals: number): string {
  if (!UNSIGNED_QUANTITY.test(quantity)) return quantity
  return formatTruncatedAmount(quantityToBaseUnits(quantity, decimals), decimals)
}
