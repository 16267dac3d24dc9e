import { describe, expect, test } from 'vitest'
import { feeAmount, minimumReceived, priceImpactPercent, slippagePercentToBps } from './swapMath.js'

describe('minimumReceived: amountOutMin = toAmount × (1 − slippage), rounded down', () => {
  test.each([
    // spec §9 'Swap slippage tolerance 1': 1 % = 100 bps
    { toAmount: 1_000_000n, bps: 100, expected: 990_000n },
    { toAmount: 999n, bps: 100, expected: 989n }, // 989.01 rounds down
    { toAmount: 10n ** 30n + 7n, bps: 50, expected: ((10n ** 30n + 7n) * 9950n) / 10000n },
    { toAmount: 123n, bps: 0, expected: 123n },
    { toAmount: 123n, bps: 5000, expected: 61n },
    { toAmount: 2n ** 256n - 1n, bps: 1, expected: ((2n ** 256n - 1n) * 9999n) / 10000n },
  ])('$toAmount at $bps bps → $expected', ({ toAmount, bps, expected }) => {
    expect(minimumReceived(toAmount, bps)).toBe(expected)
  })

  test.each([-1, 1.5, 10_001])('refuses %s bps', (bps) => {
    expect(() => minimumReceived(1n, bps)).toThrow(RangeError)
  })
})

describe('feeAmount: bps of the input, rounded down like SwapFeeRouter.feeOf', () => {
  test.each([
    { amount: 10_000n, bps: 30, expected: 30n },
    { amount: 9_999n, bps: 30, expected: 29n },
    { amount: 10n ** 18n, bps: 1000, expected: 10n ** 17n },
    { amount: 123n, bps: 0, expected: 0n },
  ])('$amount at $bps bps → $expected', ({ amount, bps, expected }) => {
    expect(feeAmount(amount, bps)).toBe(expected)
  })
})

describe('slippagePercentToBps', () => {
  test.each([
    [1, 100],
    [0.5, 50],
    [50, 5000],
    [0.01, 1],
    [0.123, 12],
  ])('%s %% → %s bps', (percent, bps) => {
    expect(slippagePercentToBps(percent)).toBe(bps)
  })
})

describe('priceImpactPercent: execution against the mid price of the reserves', () => {
  // Uniswap V2's getAmountOut, to check the impact of real pool arithmetic.
  const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
    (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

  test.each([
    { name: 'exactly the mid price', amountIn: 1000n, out: 3000n, hops: [[1n, 3n]], expected: 0 },
    { name: 'half the mid price', amountIn: 100n, out: 50n, hops: [[1n, 1n]], expected: 50 },
    {
      name: 'better than mid clamps to 0',
      amountIn: 100n,
      out: 101n,
      hops: [[1n, 1n]],
      expected: 0,
    },
    {
      name: 'two hops multiply the prices',
      amountIn: 10n,
      out: 297n,
      hops: [
        [1n, 3n],
        [1n, 10n],
      ],
      expected: 1,
    },
  ])('$name → $expected %', ({ amountIn, out, hops, expected }) => {
    const reserves = hops.map(([reserveIn, reserveOut]) => ({
      reserveIn: reserveIn as bigint,
      reserveOut: reserveOut as bigint,
    }))
    expect(priceImpactPercent(amountIn, out, reserves)).toBe(expected)
  })

  test('a tiny swap on a deep V2 pool costs just the 0.3 % pool fee', () => {
    const [rIn, rOut] = [1000n * 10n ** 18n, 3_000_000n * 10n ** 6n]
    const amountIn = 10n ** 15n
    const impact = priceImpactPercent(amountIn, amountOut(amountIn, rIn, rOut), [
      { reserveIn: rIn, reserveOut: rOut },
    ])
    expect(impact).toBeGreaterThanOrEqual(0.3)
    expect(impact).toBeLessThan(0.31)
  })

  test('a swap of 10 % of the pool moves the price about 9 % more', () => {
    const [rIn, rOut] = [1000n * 10n ** 18n, 3_000_000n * 10n ** 6n]
    const amountIn = 100n * 10n ** 18n
    const impact = priceImpactPercent(amountIn, amountOut(amountIn, rIn, rOut), [
      { reserveIn: rIn, reserveOut: rOut },
    ])
    // out/mid = 0.997 / (1 + 0.0997) = 0.90661… → 9.339 %
    expect(impact).toBeCloseTo(9.339, 3)
  })

  test.each([
    { name: 'no hops', hops: [] },
    { name: 'an empty pool', hops: [{ reserveIn: 0n, reserveOut: 5n }] },
  ])('$name → undefined', ({ hops }) => {
    expect(priceImpactPercent(1n, 1n, hops)).toBeUndefined()
  })
})
