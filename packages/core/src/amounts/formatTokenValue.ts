import { TOKEN_VALUE_DISPLAY_DECIMALS } from '../constants.js'

export type FormatTokenValueParameters = {
  /** A value such as a USD amount; a string is read as a number. */
  value: number | string
  /** BCP 47 locale for separators. @default 'en-US' */
  locale?: string | undefined
}

/**
 * Formats a token value, such as its worth in USD, with exactly 2 decimals (spec §9), rounded half
 * away from zero and grouped by the locale: 1234.5 → "1,234.50". A value that rounds to zero never
 * shows a minus sign. A value that is not a finite number gives "", nothing to show.
 */
export function formatTokenValue({ value, locale = 'en-US' }: FormatTokenValueParameters): string {
  const number = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value)
  if (!Number.isFinite(number)) return ''
  const halfUnit = 10 ** -TOKEN_VALUE_DISPLAY_DECIMALS / 2
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: TOKEN_VALUE_DISPLAY_DECIMALS,
    maximumFractionDigits: TOKEN_VALUE_DISPLAY_DECIMALS,
  }).format(Math.abs(number) < halfUnit ? 0 : number)
}
