import { describe, expect, test } from 'vitest'
import { formatTruncatedAmount } from './formatTruncatedAmount.js'

describe('amounts show at most 6 decimals, cut (never rounded up), tiny ones as "< 0.000001"', () => {
  test.each([
    [2_970_000_000n, 6, '2970'],
    [123_456_789_123_456_789n, 18, '0.123456'],
    [1n, 18, '< 0.000001'],
    [0n, 18, '0'],
  ])('%s base units with %s decimals → %s', (units, decimals, text) => {
    expect(formatTruncatedAmount(units, decimals)).toBe(text)
  })
})

test('a network fee: 6 decimals, and a fee below that is not shown as 0', () => {
  expect(formatTruncatedAmount(42_000_000_000_000n, 18)).toBe('0.000042')
  expect(formatTruncatedAmount(1n, 18)).toBe('< 0.000001')
  expect(formatTruncatedAmount(0n, 18)).toBe('0')
})
