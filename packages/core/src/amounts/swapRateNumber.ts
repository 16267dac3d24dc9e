import { type SwapRateParameters, scaleSwapRate } from './scaleSwapRate.js'

/** Fraction digits the rate is worked out to, exactly, before it becomes a display number. */
const RATE_NUMBER_SCALE_DIGITS = 18

/**
 * How many whole `to` tokens one whole `from` token buys at a quote (base units of each side), as
 * a number for `formatSwapRate`: exact bigint division to 18 decimals, so neither 18-decimal
 * amounts nor tiny rates lose digits to floating point before display. Undefined when the quote
 * is empty.
 */
export function swapRateNumber(quote: SwapRateParameters): number | undefined {
  if (quote.fromAmount <= 0n || quote.toAmount < 0n) return undefined
  return (
    Number(scaleSwapRate(quote, RATE_NUMBER_SCALE_DIGITS)) /
    Number(10n ** BigInt(RATE_NUMBER_SCALE_DIGITS))
  )
}
