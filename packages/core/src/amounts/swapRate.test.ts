import { describe, expect, it } from 'vitest'
import { swapRate } from './swapRate.js'

describe('swapRate — 1 source token in target tokens, 6 significant digits, rounded down', () => {
  it.each([
    ['1 ETH → 2994.012345 USDC', 10n ** 18n, 18, 2_994_012_345n, 6, '2994.01'],
    ['0.5 ETH → 1500 USDC is 3000 a coin', 5n * 10n ** 17n, 18, 1_500_000_000n, 6, '3000'],
    ['1 USDC → 0.000333333 ETH', 1_000_000n, 6, 333_333_333_333_333n, 18, '0.000333333'],
    ['1 USDC → 0.999 DAI', 1_000_000n, 6, 999n * 10n ** 15n, 18, '0.999'],
    ['no amount: 0', 0n, 18, 1n, 6, '0'],
  ])('%s', (_, fromAmount, fromDecimals, toAmount, toDecimals, expected) => {
    expect(swapRate({ fromAmount, fromDecimals, toAmount, toDecimals })).toBe(expected)
  })
})
