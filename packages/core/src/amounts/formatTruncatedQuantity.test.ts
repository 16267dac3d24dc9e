import { describe, expect, test } from 'vitest'
import { formatTruncatedQuantity } from './formatTruncatedQuantity.js'

describe('a typed or quoted amount shows at most 6 decimals, cut (never rounded up)', () => {
  test.each([
    ['3000', 6, '3000'],
    ['0.1234567891', 18, '0.123456'],
    ['12.', 6, '12'],
    ['.5', 6, '0.5'],
  ])('typed or quoted %s (%s decimals) → %s', (amount, decimals, text) => {
    expect(formatTruncatedQuantity(amount, decimals)).toBe(text)
  })
})

test.each([
  ['text that is no amount stays as typed', 'abc', 18, 'abc'],
  ['an empty amount is 0', '', 6, '0'],
  ['a tiny amount', '0.0000001', 18, '< 0.000001'],
])('%s', (_, amount, decimals, text) => {
  expect(formatTruncatedQuantity(amount, decimals)).toBe(text)
})
