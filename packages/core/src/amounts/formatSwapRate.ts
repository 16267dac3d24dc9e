import { SWAP_RATE_SIGNIFICANT_DIGITS } from './swapRate.js'

/**
 * A rate from `swapRateNumber` for the price line ('1 ETH = 3,000 USDC'): six significant digits,
 * rounded and grouped per locale.
 */
export function formatSwapRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    maximumSignificantDigits: SWAP_RATE_SIGNIFICANT_DIGITS,
  }).format(rate)
}
