import { type SwapRateParameters, scaleSwapRate } from './scaleSwapRate.js'

/** Significant digits of a rate as the views show it ("1 ETH = 2994.01 USDC"). */
export const SWAP_RATE_SIGNIFICANT_DIGITS = 6

/** Fraction digits the rate is worked out to before it is cut to significant digits. */
const RATE_SCALE_DIGITS = 36

/**
 * How much of the target one whole source token buys at this quote, as a decimal string of at
 * most `significant` significant digits, rounded down: toAmount / fromAmount with both sides'
 * decimals, in exact integer arithmetic. '0' when either amount is 0. For the locale-formatted
 * price line, see `swapRateNumber` and `formatSwapRate`.
 */
export function swapRate({
  significant = SWAP_RATE_SIGNIFICANT_DIGITS,
  ...quote
}: SwapRateParameters & { significant?: number | undefined }): string {
  if (quote.fromAmount <= 0n || quote.toAmount <= 0n) return '0'
  const scaled = scaleSwapRate(quote, RATE_SCALE_DIGITS)
  if (scaled === 0n) return '0'
  const digits = scaled.toString().padStart(RATE_SCALE_DIGITS + 1, '0')
  const whole = digits.slice(0, digits.length - RATE_SCALE_DIGITS)
  const fraction = digits.slice(digits.length - RATE_SCALE_DIGITS)
  if (whole !== '0') {
    // Whole digits are never cut: 2994.0123 with 6 digits is 2994.01.
    const kept = fraction.slice(0, Math.max(0, significant - whole.length)).replace(/0+$/, '')
    return kept ? `${whole}.${kept}` : whole
  }
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  const kept = fraction.slice(0, leadingZeros + significant).replace(/0+$/, '')
  return `0.${kept}`
}
