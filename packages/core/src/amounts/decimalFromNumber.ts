import { type Decimal, parseDecimal } from './parseDecimal.js'

/**
 * A finite number (a price from the API) as the decimal it prints as (`String(n)`: the shortest
 * text that reads back as the same number); undefined for NaN and infinities.
 */
export function decimalFromNumber(n: number): Decimal | undefined {
  return Number.isFinite(n) ? parseDecimal(String(n)) : undefined
}
