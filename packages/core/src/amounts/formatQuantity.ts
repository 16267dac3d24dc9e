import { TRANSACTION_QUANTITY_DISPLAY_DECIMALS } from '../constants.js'
import { formatBalance } from './formatBalance.js'

export type FormatQuantityParameters = {
  /** A decimal quantity such as a transfer's `quantity.numeric` ("0.123456"); a number works too. */
  quantity: string | number
}

/**
 * Formats a transaction quantity truncated to 3 decimals (spec §9), without trailing zeros, as
 * `formatBalance` does: "1.23456" → "1.234", "2.000" → "2", "0.0004" → "0". Works on the decimal
 * digits, never through floating point, and reads exponent notation ("1.5e-7"). A quantity that
 * is not a finite number gives "", nothing to show.
 */
export function formatQuantity({ quantity }: FormatQuantityParameters): string {
  const text = typeof quantity === 'number' ? String(quantity) : quantity.trim()
  const parts = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text)
  // Number() also rules out exponents too large to be a finite quantity.
  if (!parts || !Number.isFinite(Number(text))) return ''
  const [, sign, whole = '', fraction = '', exponent = '0'] = parts
  if (!whole && !fraction) return ''
  const digits = `${whole}${fraction}`
  const point = whole.length + Number(exponent)
  const decimals = TRANSACTION_QUANTITY_DISPLAY_DECIMALS
  // Shift the decimal point by the exponent on the digit string, then keep 3 fraction digits.
  const integerPart = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0')
  const fractionPart =
    point <= 0
      ? `${'0'.repeat(Math.min(-point, decimals))}${digits}`.slice(0, decimals)
      : digits.slice(point, point + decimals)
  return formatBalance({
    value: BigInt(`${sign === '-' ? '-' : ''}${integerPart}${fractionPart.padEnd(decimals, '0')}`),
    decimals,
    displayDecimals: decimals,
  })
}
