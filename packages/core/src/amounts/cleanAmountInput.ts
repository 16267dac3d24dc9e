/** What an amount field accepts while typing: digits with at most one decimal point. */
const PARTIAL_AMOUNT = /^\d*\.?\d*$/

/**
 * Cleans what was typed in an amount field: spaces dropped, a decimal comma read as a point.
 * Returns undefined for input that cannot become an amount (letters, a second point, a sign), so
 * the field keeps its value; too many decimals are let through and reported by the form.
 */
export function cleanAmountInput(raw: string): string | undefined {
  const text = raw.replace(/\s+/g, '').replace(',', '.')
  return PARTIAL_AMOUNT.test(text) ? text : undefined
}
