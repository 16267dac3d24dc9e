/** An exact decimal number: `value × 10^-scale`. */
export type Decimal = { value: bigint; scale: number }

const DECIMAL_TEXT = /^(-)?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/**
 * Reads a decimal string ("12.50", "-0.5", "1e-7") exactly, never through floating point;
 * undefined when it is not one.
 */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  if (!whole && !fraction) return undefined
  const shift = Number(exponent)
  let value = BigInt(`${sign}${whole || '0'}${fraction}`)
  let scale = fraction.length - shift
  if (scale < 0) {
    value *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { value, scale }
}

/**
 * A finite number (a price from the API) as the decimal it prints as (`String(n)`: the shortest
 * text that reads back as the same number); undefined for NaN and infinities.
 */
export function decimalFromNumber(n: number): Decimal | undefined {
  return Number.isFinite(n) ? parseDecimal(String(n)) : undefined
}

/** `d` with exactly `scale` fraction digits, rounded down (floor) or up (ceil). */
export function rescale(d: Decimal, scale: number, rounding: 'floor' | 'ceil' = 'floor'): bigint {
  if (scale >= d.scale) return d.value * 10n ** BigInt(scale - d.scale)
  const divisor = 10n ** BigInt(d.scale - scale)
  return divide(d.value, divisor, rounding)
}

/** `a / b` for bigints, rounded down (towards −∞) or up (towards +∞); b > 0. */
export function divide(a: bigint, b: bigint, rounding: 'floor' | 'ceil'): bigint {
  const quotient = a / b
  const remainder = a % b
  if (remainder === 0n) return quotient
  if (rounding === 'floor') return a < 0n ? quotient - 1n : quotient
  return a > 0n ? quotient + 1n : quotient
}

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale)
  const x = rescale(a, scale)
  const y = rescale(b, scale)
  return x < y ? -1 : x > y ? 1 : 0
}

/** `value × 10^-scale` as text with exactly `scale` fraction digits (1050n, 2 → "10.50"). */
export function formatFixed(value: bigint, scale: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}
