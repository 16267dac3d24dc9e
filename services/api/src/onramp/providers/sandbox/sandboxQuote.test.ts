import { describe, expect, it } from 'vitest'
import { parseFiatAmount } from '../../fiatAmount.js'
import { SANDBOX_USD_MICROS_PER_CENT, type SandboxPaymentCurrency } from './sandboxConstants.js'
import {
  computeSandboxQuote,
  type SandboxPrice,
  sandboxNetworkFeeCents,
  sandboxTotalForPurchase,
} from './sandboxQuote.js'

const USDC: SandboxPrice = { baseUnits: 1n, perMicroUsd: 1n }
/** 1 ETH = 3,000 USDC: 10 WETH against 30,000 USDC in the pool. */
const ETH: SandboxPrice = { baseUnits: 10n * 10n ** 18n, perMicroUsd: 30_000n * 10n ** 6n }

const cents = (amount: string) => {
  const value = parseFiatAmount(amount)
  if (value === undefined) throw new Error(amount)
  return value
}

describe('sandbox quote maths (exact: bigint cents and base units)', () => {
  it.each<[SandboxPaymentCurrency, bigint]>([
    ['USD', 10n],
    ['EUR', 10n],
  ])('the network fee in %s is 0.10 USD rounded up to the cent: %s cents', (currency, fee) => {
    expect(sandboxNetworkFeeCents(currency)).toBe(fee)
  })

  it.each<[string, SandboxPaymentCurrency, number, SandboxPrice, string, string, bigint]>([
    // total, currency, bps, price → provider fee, subtotal, purchase base units (worked by hand)
    ['100.00', 'USD', 150, USDC, '1.50', '98.40', 98_400_000n],
    ['10.00', 'USD', 150, USDC, '0.15', '9.75', 9_750_000n],
    ['10.00', 'EUR', 150, USDC, '0.15', '9.75', 10_530_000n], // 9.75 EUR × 1.08
    ['7500.00', 'USD', 200, USDC, '150.00', '7349.90', 7_349_900_000n],
    ['33.33', 'USD', 150, USDC, '0.50', '32.73', 32_730_000n], // 0.49995 rounds half up
    ['30.10', 'USD', 150, ETH, '0.45', '29.55', 9_850_000_000_000_000n], // 29.55 / 3000 ETH
  ])(
    '%s %s at %s bps: fee %s… (spec §9 fee 1-2%%, totals add up exactly)',
    (total, currency, bps, price, fee, subtotal, purchase) => {
      const quote = computeSandboxQuote({ totalCents: cents(total), currency, feeBps: bps, price })
      expect(quote?.providerFeeCents).toBe(cents(fee))
      expect(quote?.subtotalCents).toBe(cents(subtotal))
      expect(quote?.purchaseBaseUnits).toBe(purchase)
    },
  )

  const totals = ['10.00', '10.01', '10.49', '55.55', '99.99', '1234.56', '7500.00', '25000.00']
  const cases = totals.flatMap((total) =>
    (['USD', 'EUR'] as const).flatMap((currency) =>
      [100, 150, 199, 200].map((bps) => [total, currency, bps] as const),
    ),
  )
  it.each(cases)(
    '%s %s at %s bps: the provider fee is within 1-2%% of the total and the parts add up',
    (total, currency, bps) => {
      const totalCents = cents(total)
      const quote = computeSandboxQuote({ totalCents, currency, feeBps: bps, price: USDC })
      if (!quote) throw new Error('no quote')
      expect(quote.providerFeeCents * 100n).toBeGreaterThanOrEqual(totalCents)
      expect(quote.providerFeeCents * 50n).toBeLessThanOrEqual(totalCents)
      expect(quote.subtotalCents + quote.providerFeeCents + quote.networkFeeCents).toBe(totalCents)
      expect(quote.purchaseBaseUnits).toBe(
        quote.subtotalCents * SANDBOX_USD_MICROS_PER_CENT[currency],
      )
    },
  )

  it('a total the fees eat entirely gives no quote', () => {
    expect(
      computeSandboxQuote({ totalCents: 10n, currency: 'USD', feeBps: 150, price: USDC }),
    ).toBe(undefined)
  })

  it.each<[bigint, SandboxPrice]>([
    [25_000_000n, USDC],
    [1n, USDC],
    [10n ** 16n, ETH],
    [123_456_789_012_345_678n, ETH],
  ])(
    'presetCryptoAmount %s: the smallest total that buys at least that much',
    (baseUnits, price) => {
      const args = { currency: 'USD' as const, feeBps: 150, price }
      const total = sandboxTotalForPurchase({ baseUnits, maxCents: 750_000n, ...args })
      if (total === undefined) throw new Error('no total')
      expect(
        computeSandboxQuote({ totalCents: total, ...args })?.purchaseBaseUnits,
      ).toBeGreaterThanOrEqual(baseUnits)
      expect(
        computeSandboxQuote({ totalCents: total - 1n, ...args })?.purchaseBaseUnits ?? 0n,
      ).toBeLessThan(baseUnits)
    },
  )

  it('presetCryptoAmount beyond the limit has no total', () => {
    expect(
      sandboxTotalForPurchase({
        baseUnits: 10n ** 13n,
        maxCents: 750_000n,
        currency: 'USD',
        feeBps: 150,
        price: USDC,
      }),
    ).toBe(undefined)
  })
})
