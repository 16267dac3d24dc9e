import { describe, expect, it } from 'vitest'
import { tokenValueUsd } from './tokenValueUsd.js'

describe('tokenValueUsd — amount × price, the amount made whole-unit exactly first', () => {
  it.each([
    ['1.5 ETH at 3000 USD', 1_500_000_000_000_000_000n, 18, 3000, 4500],
    ['2994.01 USDC at 1 USD', 2_994_010_000n, 6, 1, 2994.01],
    ['an unknown price (0) is worth 0', 10n ** 18n, 18, 0, 0],
    ['a price that is no number is worth 0', 10n ** 18n, 18, Number.NaN, 0],
    ['nothing is worth 0', 0n, 18, 3000, 0],
  ])('%s', (_, amount, decimals, price, expected) => {
    expect(tokenValueUsd(amount, decimals, price)).toBeCloseTo(expected, 9)
  })
})
