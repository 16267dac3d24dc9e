/** A non-negative decimal as the API writes amounts: digits, optionally a point and digits. */
const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/** A decimal string read exactly: `units / 10^scale`. Undefined for anything else. */
export type ScaledDecimal = { units: bigint; scale: number }

/** Reads a non-negative decimal string ("100", "98.40", ".5") exactly, without floating point. */
export function parseDecimal(text: string): ScaledDecimal | undefined {
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length }
}

const rescale = (value: ScaledDecimal, scale: number) =>
  value.units * 10n ** BigInt(scale - value.scale)

/** Compares two decimal strings: -1, 0 or 1; undefined when either is no decimal. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!x || !y) return undefined
  const scale = Math.max(x.scale, y.scale)
  const difference = rescale(x, scale) - rescale(y, scale)
  return difference > 0n ? 1 : difference < 0n ? -1 : 0
}

/** `a − b` as a decimal string, exactly; undefined when either is no decimal or b > a. */
export function subtractDecimals(a: string, b: string): string | undefined {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!x || !y) return undefined
  const scale = Math.max(x.scale, y.scale)
  const units = rescale(x, scale) - rescale(y, scale)
  if (units < 0n) return undefined
  return decimalText({ units, scale })
}

/** A scaled decimal as text: "98.40" for 9840n at scale 2. */
function decimalText({ units, scale }: ScaledDecimal): string {
  if (scale === 0) return units.toString()
  const digits = units.toString().padStart(scale + 1, '0')
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** The number of decimals an amount of a fiat currency is typed and shown with. */
export const FIAT_DECIMALS = 2
/** The most decimals a bought token's amount is shown with (truncated, never rounded up). */
export const PURCHASE_MAX_DECIMALS = 6

/**
 * Formats a decimal string with at least `minDecimals` and at most `maxDecimals`, truncating the
 * rest (an amount is never shown larger than it is), the whole part grouped by the locale:
 * ("1234.5", 2, 6) → "1,234.50"; ("0.0328912345", 2, 6) → "0.032891". Works on the digits, never
 * through floating point. Text that is no decimal gives "".
 */
export function formatDecimal(
  text: string,
  {
    minDecimals,
    maxDecimals,
    locale = 'en-US',
  }: {
    minDecimals: number
    maxDecimals: number
    locale?: string | undefined
  },
): string {
  const value = parseDecimal(text)
  if (!value) return ''
  const all = decimalText(value)
  const [whole = '0', fraction = ''] = all.split('.')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '').padEnd(minDecimals, '0')
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const separator =
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(0.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  const grouped = format.format(BigInt(whole))
  return kept ? `${grouped}${separator}${kept}` : grouped
}

/** A fiat amount as shown: exactly 2 decimals, grouped ("7,500.00"). */
export const formatFiat = (text: string, locale?: string) =>
  formatDecimal(text, { minDecimals: FIAT_DECIMALS, maxDecimals: FIAT_DECIMALS, locale })

/** A bought token's amount as shown: 2 to 6 decimals, truncated ("98.40", "0.032891"). */
export const formatPurchaseAmount = (text: string, locale?: string) =>
  formatDecimal(text, { minDecimals: FIAT_DECIMALS, maxDecimals: PURCHASE_MAX_DECIMALS, locale })
