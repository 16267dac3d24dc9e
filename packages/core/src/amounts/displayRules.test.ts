import { describe, expect, it } from 'vitest'
import {
  BALANCE_DISPLAY_DECIMALS,
  TOKEN_VALUE_DISPLAY_DECIMALS,
  TRANSACTION_QUANTITY_DISPLAY_DECIMALS,
} from '../constants.js'
import { formatBalance } from './formatBalance.js'
import { formatQuantity } from './formatQuantity.js'
import { formatTokenValue } from './formatTokenValue.js'

/** Spec §9, "Business constants and limits", word for word. */
const RULE =
  'Display: balance truncated to 3 decimals; token value 2 decimals; transaction quantities 3 decimals'

describe(`spec §9: ${RULE}`, () => {
  it.each([
    [
      'balance truncated to 3 decimals',
      () => formatBalance({ value: 1_999_999n, decimals: 6 }),
      '1.999',
    ],
    [
      'balance truncated to 3 decimals: never rounded up',
      () => formatBalance({ value: 9_999_999n, decimals: 6 }),
      '9.999',
    ],
    [
      'balance truncated to 3 decimals: below a thousandth is 0',
      () => formatBalance({ value: 999n, decimals: 6 }),
      '0',
    ],
    [
      'balance truncated to 3 decimals: a negative balance below a thousandth is 0',
      () => formatBalance({ value: -999n, decimals: 6 }),
      '0',
    ],
    [
      'balance truncated to 3 decimals: fewer decimals kept',
      () => formatBalance({ value: 15n, decimals: 1 }),
      '1.5',
    ],
    ['token value 2 decimals', () => formatTokenValue({ value: 1234.5 }), '1,234.50'],
    [
      'token value 2 decimals: rounded, half away from zero',
      () => formatTokenValue({ value: 0.125 }),
      '0.13',
    ],
    ['transaction quantities 3 decimals', () => formatQuantity({ quantity: '1.23456' }), '1.234'],
    [
      'transaction quantities 3 decimals: exponent notation',
      () => formatQuantity({ quantity: '1.5e-2' }),
      '0.015',
    ],
  ])('%s', (_, format, shown) => {
    expect(format()).toBe(shown)
  })

  it('the decimals are the spec constants', () => {
    expect([
      BALANCE_DISPLAY_DECIMALS,
      TOKEN_VALUE_DISPLAY_DECIMALS,
      TRANSACTION_QUANTITY_DISPLAY_DECIMALS,
    ]).toEqual([3, 2, 3])
  })
})
