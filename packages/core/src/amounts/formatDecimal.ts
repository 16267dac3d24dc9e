import { formatFixed } from './formatFixed.js'
import { parseUnsignedDecimal } from './parseUnsignedDecimal.js'

export type FormatDecimalOptions = {
  minDecimals: number
  maxDecimals: number
  /** BCP 47 locale for separators. @default 'en-US' */
  locale?: string | undefined
}

/**
 * Formats a non-negative decimal string with at least `minDecimals` and at most `maxDecimals`,
 * truncating the rest (an amount is never shown larger than it is), the whole part grouped by the
 * locale: ("1234.5", 2, 6) → "1,234.50"; ("0.0328912345", 2, 6) → "0.032891". Works on the digits,
 * never through floating point. Text that is no decimal gives "".
 */
export function formatDecimal(
  text: string,
  { minDecimals, maxDecimals, locale = 'en-US' }: FormatDecimalOptions,
): string {
  const value = parseUnsignedDecimal(text)
  if (!value) return ''
  const [whole = '0', fraction = ''] = formatFixed(value.units, value.scale).split('.')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '').padEnd(minDecimals, '0')
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const separator =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(0.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  const grouped = format.format(BigInt(whole))
  return kept ? `${grouped}${separator}${kept}` : grouped
}
