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
