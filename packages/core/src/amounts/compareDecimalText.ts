import { compareDecimal } from './compareDecimal.js'
import { parseUnsignedDecimal } from './parseUnsignedDecimal.js'

/** Compares two non-negative decimal strings: -1, 0 or 1; undefined when either is no decimal. */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = parseUnsignedDecimal(a)
  const y = parseUnsignedDecimal(b)
  if (!x || !y) return undefined
  return compareDecimal({ value: x.units, scale: x.scale }, { value: y.units, scale: y.scale })
}
