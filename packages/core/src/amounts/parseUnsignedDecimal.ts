import { parseDecimal } from './parseDecimal.js'

/** A non-negative decimal as the API writes amounts: digits, optionally a point and digits. */
const UNSIGNED_DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/** A non-negative decimal read exactly: `units / 10^scale`. */
export type UnsignedDecimal = { units: bigint; scale: number }

/**
 * Reads a non-negative decimal string as the API writes amounts ("100", "98.40", ".5") exactly,
 * without floating point; undefined for anything else (a sign, an exponent, no digit).
 */
export function parseUnsignedDecimal(text: string): UnsignedDecimal | undefined {
  const decimal = UNSIGNED_DECIMAL.test(text.trim()) ? parseDecimal(text) : undefined
  return decimal && { units: decimal.value, scale: decimal.scale }
}
