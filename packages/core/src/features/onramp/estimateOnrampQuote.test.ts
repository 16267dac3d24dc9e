import { describe, expect, it } from 'vitest'
import {
  ONRAMP_PROVIDER_FEE_MAX_PERCENT,
  ONRAMP_PROVIDER_FEE_MIN_PERCENT,
} from '../../constants.js'
import { estimateOnrampQuote } from './estimateOnrampQuote.js'

const FALLBACK = 'spec §8: a failed quote falls back to a mocked quote'
const FEE = 'spec §9: Provider fee range 1-2%'

describe('estimateOnrampQuote', () => {
  it.each([
    // amount, symbol, price, fee (cents, 2 % rounded up), subtotal, tokens (subtotal / price, 6 decimals, down)
    ['100.00', 'USDC', 1, '2.00', '98.00', '98'],
    ['10.00', 'USDC', 1, '0.20', '9.80', '9.8'],
    ['10.01', 'USDC', 1, '0.21', '9.80', '9.8'], // 20.02 cents → 21
    ['7500', 'USDC', 1, '150.00', '7350.00', '7350'],
    ['25000.00', 'USDC', 1, '500.00', '24500.00', '24500'],
    ['100', 'ETH', 3000.12, '2.00', '98.00', '0.032665'], // 98 / 3000.12 = 0.0326653…
    ['33.33', 'DAI', 0.9999, '0.67', '32.66', '32.663266'], // 66.66 cents → 67; 32.66 / 0.9999 = 32.66326…
  ])(
    `${FALLBACK}; ${FEE} (upper bound): pay %s for %s at %d`,
    (amount, symbol, price, fee, subtotal, tokens) => {
      const quote = estimateOnrampQuote({
        amount,
        paymentCurrency: 'USD',
        purchaseCurrency: symbol,
        price,
      })
      expect(quote.paymentTotal).toEqual({
        amount: (Number(amount) * 100).toFixed(0).replace(/(\d\d)$/, '.$1'),
        currency: 'USD',
      })
      expect(quote.paymentSubtotal).toEqual({ amount: subtotal, currency: 'USD' })
      expect(quote.networkFee).toEqual({ amount: '0.00', currency: 'USD' })
      expect(quote.purchaseAmount).toEqual({ amount: tokens, currency: symbol })
      expect(quote.quoteId).toBe('estimate')
      expect(quote.providerFee).toEqual({ amount: fee, currency: 'USD' })
      // The fee is what is left between total and subtotal.
      const cents = (text: string) => BigInt(text.replace('.', ''))
      expect(cents(quote.paymentTotal.amount) - cents(quote.paymentSubtotal.amount)).toBe(
        cents(fee),
      )
    },
  )

  it(`${FEE}: over every cent amount from 10.00 to 30.00 the estimate's fee lies in the range (at most one cent of rounding above 2 %)`, () => {
    for (let total = 1_000n; total <= 3_000n; total++) {
      const amount = `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`
      const quote = estimateOnrampQuote({
        amount,
        paymentCurrency: 'USD',
        purchaseCurrency: 'USDC',
        price: 1,
      })
      const fee = total - BigInt(quote.paymentSubtotal.amount.replace('.', ''))
      expect(fee * 100n).toBeGreaterThanOrEqual(total * BigInt(ONRAMP_PROVIDER_FEE_MIN_PERCENT))
      expect(fee * 100n).toBeGreaterThanOrEqual(total * BigInt(ONRAMP_PROVIDER_FEE_MAX_PERCENT))
      expect(fee * 100n).toBeLessThan(total * BigInt(ONRAMP_PROVIDER_FEE_MAX_PERCENT) + 100n)
      // At price 1 the tokens are the subtotal exactly.
      expect(Number(quote.purchaseAmount.amount)).toBe(Number(quote.paymentSubtotal.amount))
    }
  })

  it('the token amount never exceeds what the subtotal buys at the price (rounded down)', () => {
    const quote = estimateOnrampQuote({
      amount: '50.00',
      paymentCurrency: 'USD',
      purchaseCurrency: 'ETH',
      price: 3,
    })
    // 49.00 / 3 = 16.333333…
    expect(quote.purchaseAmount.amount).toBe('16.333333')
  })

  it('a fee given explicitly (the range lower bound) is used instead of the upper bound', () => {
    const quote = estimateOnrampQuote({
      amount: '100.00',
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      price: 1,
      feePercent: ONRAMP_PROVIDER_FEE_MIN_PERCENT,
    })
    expect(quote.paymentSubtotal.amount).toBe('99.00')
  })

  it.each([
    ['abc', 1],
    ['-5', 1],
    ['10', 0],
    ['10', -1],
    ['10', Number.NaN],
  ])('refuses amount %j at price %d', (amount, price) => {
    expect(() =>
      estimateOnrampQuote({ amount, paymentCurrency: 'USD', purchaseCurrency: 'X', price }),
    ).toThrow()
  })
})
