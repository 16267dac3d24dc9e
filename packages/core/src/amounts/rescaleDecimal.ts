import { divideRounded } from './divideRounded.js'
import type { Decimal } from './parseDecimal.js'

/** `d` with exactly `scale` fraction digits, rounded down (floor) or up (ceil). */
export function rescaleDecimal(
  d: Decimal,
  scale: number,
  rounding: 'floor' | 'ceil' = 'floor',
): bigint {
  if (scale >= d.scale) return d.value * 10n ** BigInt(scale - d.scale)
  const divisor = 10n ** BigInt(d.scale - scale)
  return divideRounded(d.value, divisor, rounding)
}
