/**
 * The price impact a swap shows, in percent (0.42 = 0.42 %): the provider's own figure (from the
 * pools' reserves) when it gave a finite one, else how much less the received value is worth than
 * the value paid (both in USD, from the token prices), else undefined. Never below 0.
 */
export function swapPriceImpact({
  quoted,
  fromValueUsd,
  toValueUsd,
}: {
  quoted?: number | undefined
  fromValueUsd: number
  toValueUsd: number
}): number | undefined {
  if (quoted !== undefined && Number.isFinite(quoted)) return Math.max(0, quoted)
  if (!(fromValueUsd > 0) || !(toValueUsd > 0)) return undefined
  return Math.max(0, ((fromValueUsd - toValueUsd) / fromValueUsd) * 100)
}
