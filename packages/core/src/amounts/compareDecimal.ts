import type { Decimal } from './parseDecimal.js'
import { rescaleDecimal } from './rescaleDecimal.js'

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale)
  const x = rescaleDecimal(a, scale)
  const y = rescaleDecimal(b, scale)
  return x < y ? -1 : x > y ? 1 : 0
}
