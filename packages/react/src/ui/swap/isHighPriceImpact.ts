/** Price impact above which SwapPreview warns (percent). */
export const HIGH_PRICE_IMPACT_PERCENT = 5

/** Whether a price impact deserves the warning (above HIGH_PRICE_IMPACT_PERCENT). */
export function isHighPriceImpact(priceImpact: number | undefined): boolean {
  return priceImpact !== undefined && priceImpact > HIGH_PRICE_IMPACT_PERCENT
}
