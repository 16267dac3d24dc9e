import { describe, expect, it } from 'vitest'
import { InvalidSendAmountError } from '../features/send/errors.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { parseTokenAmount } from './parseTokenAmount.js'

describe('parseTokenAmount: the amount typed, exactly, in the smallest unit (no floats)', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['.5', 6, 500_000n],
    ['2.', 6, 2_000_000n],
    [' 3 ', 0, 3n],
    // 0.1 + 0.2 style float errors cannot happen: every digit is kept.
    ['0.3', 18, 300_000_000_000_000_000n],
    ['123456789.123456789123456789', 18, 123456789123456789123456789n],
    ['9007199254740993', 0, 9007199254740993n],
  ])('%s with %i decimals', (amount, decimals, expected) => {
    expect(parseTokenAmount(amount, decimals)).toBe(expected)
  })

  it.each([
    ['more fraction digits than the token has', '1.0000001', 6],
    ['not a number', 'abc', 18],
    ['two points', '1.2.3', 18],
    ['a comma', '1,5', 18],
    ['nothing', '', 18],
    ['a lone point', '.', 18],
    ['negative', '-1', 18],
    ['exponent', '1e18', 18],
  ])('refuses %s', (_case, amount, decimals) => {
    expect(() => parseTokenAmount(amount, decimals)).toThrow(InvalidSendAmountError)
  })

  it('round-trips through formatTokenAmount', () => {
    for (const [value, decimals] of [
      [1n, 18],
      [1_500_000n, 6],
      [10n ** 18n, 18],
      [0n, 6],
      [123n, 0],
    ] as const)
      expect(parseTokenAmount(formatTokenAmount(value, decimals), decimals)).toBe(value)
    expect(formatTokenAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatTokenAmount(1n, 18)).toBe('0.000000000000000001')
    expect(formatTokenAmount(0n, 6)).toBe('0')
  })
})
