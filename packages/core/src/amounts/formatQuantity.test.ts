import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

const RULE = 'spec §9: Display: transaction quantities 3 decimals'

describe('formatQuantity', () => {
  it.each([
    [RULE, 'truncated, not rounded', '1.23456', '1.234'],
    [RULE, 'truncated just below the next unit', '1.9999', '1.999'],
    [RULE, 'no trailing zeros', '2.000', '2'],
    [RULE, 'fewer decimals kept as they are', '1.5', '1.5'],
    [RULE, 'below a thousandth is 0', '0.0009999', '0'],
    [RULE, 'a whole number', '1234567', '1234567'],
    [RULE, 'negative', '-1.23456', '-1.234'],
    [RULE, 'negative below a thousandth is 0', '-0.0001', '0'],
    [RULE, 'an explicit plus', '+3', '3'],
    [RULE, 'surrounding space', ' 7 ', '7'],
    [RULE, 'no whole part', '.5', '0.5'],
    [RULE, 'no fraction digits', '5.', '5'],
    [
      RULE,
      'more digits than a double holds',
      '123456789012345678901234567890.123456',
      '123456789012345678901234567890.123',
    ],
    [RULE, 'exponent, negative', '1.5e-2', '0.015'],
    [RULE, 'exponent, upper case', '1.23456E2', '123.456'],
    [RULE, 'exponent past the digits', '12e3', '12000'],
    [RULE, 'exponent inside the digits', '12e-1', '1.2'],
    [RULE, 'a vanishing exponent', '1e-400', '0'],
    [RULE, 'a number', 1.5, '1.5'],
    [RULE, 'a number not exact in binary', 0.3, '0.3'],
    [RULE, 'a tiny number (1e-7)', 1e-7, '0'],
    [RULE, 'a huge number (1.5e+21)', 1.5e21, '1500000000000000000000'],
    [RULE, 'empty: nothing to show', '', ''],
    [RULE, 'a dot: nothing to show', '.', ''],
    [RULE, 'a sign: nothing to show', '-', ''],
    [RULE, 'letters: nothing to show', 'abc', ''],
    [RULE, 'hex: nothing to show', '0x10', ''],
    [RULE, 'an exponent beyond a double: nothing to show', '1e400', ''],
    [RULE, 'NaN: nothing to show', Number.NaN, ''],
    [RULE, 'Infinity: nothing to show', Number.POSITIVE_INFINITY, ''],
  ])('%s — %s: %s → %s', (_rule, _case, quantity, expected) => {
    expect(formatQuantity({ quantity })).toBe(expected)
  })
})
