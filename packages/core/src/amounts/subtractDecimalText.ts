import { formatFixed } from './formatFixed.js'
import { parseUnsignedDecimal } from './parseUnsignedDecimal.js'

/**
 * `a − b` for two non-negative decimal strings, exactly, with the longer of their scales
 * ("100.00" − "98.5" → "1.50"); undefined when either is no decimal or b > a.
 */
export function subtractDecimalText(a: string, b: string): string | undefined {
  const x = parseUnsignedDecimal(a)
  const y = parseUnsignedDecimal(b)
  if (!x || !y) return undefined
  const scale = Math.max(x.scale, y.scale)
  const units = x.units * 10n ** BigInt(scale - x.scale) - y.units * 10n ** BigInt(scale - y.scale)
  return units < 0n ? undefined : formatFixed(units, scale)
}
