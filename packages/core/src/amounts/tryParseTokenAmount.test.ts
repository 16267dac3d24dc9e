import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.js'
import { tryParseTokenAmount } from './tryParseTokenAmount.js'

describe('tryParseTokenAmount — amounts exact from their decimal string, never floating point', () => {
  it.each([
    ['1.5 USDC', '1.5', 6, 1_500_000n],
    ['.5 ETH', '.5', 18, 500_000_000_000_000_000n],
    ['a trailing point', '2.', 6, 2_000_000n],
    ['every decimal of an 18-decimal token', '0.123456789012345678', 18, 123_456_789_012_345_678n],
    ['0.1 + 0.2 is not 0.30000000000000004', '0.3', 18, 300_000_000_000_000_000n],
    ['surrounding spaces', ' 7 ', 0, 7n],
    ['more decimals than the token: no amount', '1.1234567', 6, undefined],
    ['not a number', 'abc', 18, undefined],
    ['a negative number', '-1', 18, undefined],
    ['an exponent', '1e3', 18, undefined],
    ['empty', '', 18, undefined],
    ['a lone point', '.', 18, undefined],
  ])('%s', (_, text, decimals, expected) => {
    expect(tryParseTokenAmount(text, decimals)).toBe(expected)
  })

  it('formatTokenAmount is the inverse of tryParseTokenAmount', () => {
    for (const [text, decimals] of [
      ['1.5', 6],
      ['0.000001', 6],
      ['123456789.123456789012345678', 18],
    ] as const)
      expect(formatTokenAmount(tryParseTokenAmount(text, decimals) ?? -1n, decimals)).toBe(text)
  })
})
