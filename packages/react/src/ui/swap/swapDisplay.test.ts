import { describe, expect, test } from 'vitest'
import {
  formatBps,
  formatPercent,
  formatRate,
  formatSwapAmount,
  isHighPriceImpact,
  swapRate,
  trimSwapAmount,
  unitsToAmount,
  usdValue,
} from './swapDisplay.js'

describe("the price line '1 ETH = 3,000 USDC' from the quote's base units of each side", () => {
  const rows: [string, bigint, number, bigint, number, string][] = [
    ['1 ETH → 3000 USDC', 10n ** 18n, 18, 3_000_000_000n, 6, '3,000'],
    ['2.5 ETH → 7485.0123 USDC', 25n * 10n ** 17n, 18, 7_485_012_300n, 6, '2,994'],
    ['3000 USDC → 0.999 ETH', 3_000_000_000n, 6, 999n * 10n ** 15n, 18, '0.000333'],
    ['100 USDC → 99.7 DAI', 100_000_000n, 6, 997n * 10n ** 17n, 18, '0.997'],
    ['1 wei → 0 of the other', 1n, 18, 0n, 6, '0'],
  ]
  test.each(rows)('%s', (_, fromAmount, fromDecimals, toAmount, toDecimals, text) => {
    const rate = swapRate({ fromAmount, fromDecimals, toAmount, toDecimals })
    expect(rate).toBeDefined()
    expect(formatRate(rate!, 'en-US')).toBe(text)
  })
  test('an empty quote has no rate', () => {
    expect(swapRate({ fromAmount: 0n, fromDecimals: 18, toAmount: 1n, toDecimals: 6 })).toBe(
      undefined,
    )
  })
  test('the rate is grouped per locale', () => {
    expect(formatRate(2994.0123, 'de-DE')).toBe('2.994,01')
  })
})

describe('amounts show at most 6 decimals, cut (never rounded up), tiny ones as "< 0.000001"', () => {
  test.each([
    [2_970_000_000n, 6, '2970'],
    [123_456_789_123_456_789n, 18, '0.123456'],
    [1n, 18, '< 0.000001'],
    [0n, 18, '0'],
  ])('%s base units with %s decimals → %s', (units, decimals, text) => {
    expect(formatSwapAmount(units, decimals)).toBe(text)
  })
  test.each([
    ['3000', 6, '3000'],
    ['0.1234567891', 18, '0.123456'],
    ['12.', 6, '12'],
    ['.5', 6, '0.5'],
  ])('typed or quoted %s (%s decimals) → %s', (amount, decimals, text) => {
    expect(trimSwapAmount(amount, decimals)).toBe(text)
  })
  test('base units as a whole-unit amount, exact; junk is empty', () => {
    expect(unitsToAmount('2994012300', 6)).toBe('2994.0123')
    expect(unitsToAmount('1', 18)).toBe('0.000000000000000001')
    expect(unitsToAmount('-1', 18)).toBe('')
    expect(unitsToAmount(undefined, 18)).toBe('')
  })
})

describe('price impact, slippage and fee as percentages; the warning above 5 %', () => {
  test.each([
    [0.42, '0.42%'],
    [1, '1%'],
    [12.3456, '12.35%'],
  ])('%s percent → %s', (percent, text) => {
    expect(formatPercent(percent, 'en-US')).toBe(text)
  })
  test.each([
    [undefined, false],
    [4.99, false],
    [5, false],
    [5.01, true],
  ] as const)('price impact %s → warn %s', (impact, warn) => {
    expect(isHighPriceImpact(impact)).toBe(warn)
  })
  test('a fee in basis points', () => {
    expect(formatBps(30, 'en-US')).toBe('0.3%')
    expect(formatBps(1000, 'en-US')).toBe('10%')
  })
})

test('USD values: amount × price, none when the price or the amount is unknown', () => {
  expect(usdValue('2', 3000)).toBe(6000)
  expect(usdValue('', 3000)).toBeUndefined()
  expect(usdValue('2', 0)).toBeUndefined()
  expect(usdValue('.', 1)).toBeUndefined()
})
