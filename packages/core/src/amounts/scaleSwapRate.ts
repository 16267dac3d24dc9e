/** A quote's two sides in base units: what is paid and what it buys. */
export type SwapRateParameters = {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
}

/**
 * How much of the target one whole source token buys, times `10^fractionDigits`, rounded down:
 * toAmount / fromAmount with both sides' decimals, in exact integer arithmetic. fromAmount > 0.
 */
export function scaleSwapRate(
  { fromAmount, fromDecimals, toAmount, toDecimals }: SwapRateParameters,
  fractionDigits: number,
): bigint {
  return (
    (toAmount * 10n ** BigInt(fromDecimals + fractionDigits)) /
    (fromAmount * 10n ** BigInt(toDecimals))
  )
}
