import { describe, expect, test } from 'vitest'
import { formatSwapRate } from './formatSwapRate.js'
import { swapRateNumber } from './swapRateNumber.js'

describe("the price line '1 ETH = 3,000 USDC' from the quote's base units of each side", () => {
  const rows: [string, bigint, number, bigint, number, string][] = [
    ['1 ETH → 3000 USDC', 10n ** 18n, 18, 3_000_000_000n, 6, '3,000'],
    ['2.5 ETH → 7485.0123 USDC', 25n * 10n ** 17n, 18, 7_485_012_300n, 6, '2,994'],
    ['3000 USDC → 0.999 ETH', 3_000_000_000n, 6, 999n * 10n ** 15n, 18, '0.000333'],
    ['100 USDC → 99.7 DAI', 100_000_000n, 6, 997n * 10n ** 17n, 18, '0.997'],
    ['1 wei → 0 of the other', 1n, 18, 0n, 6, '0'],
  ]
  test.each(rows)('%s', (_, fromAmount, fromDecimals, toAmount, toDecimals, text) => {
    const rate = swapRateNumber({ fromAmount, fromDecimals, toAmount, toDecimals })
    expect(rate).toBeDefined()
    expect(formatSwapRate(rate!, 'en-US')).toBe(text)
  })
  test('an empty quote has no rate', () => {
    expect(swapRateNumber({ fromAmount: 0n, fromDecimals: 18, toAmount: 1n, toDecimals: 6 })).toBe(
      undefined,
    )
  })
  test('the rate is grouped per locale', () => {
    expect(formatSwapRate(2994.0123, 'de-DE')).toBe('2.994,01')
  })
})
