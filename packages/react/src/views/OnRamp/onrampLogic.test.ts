import type { OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuote } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { onrampProviderInfo } from '../../ui/onramp/providerCatalogue.js'
import { onrampFormStatus, paymentLimits } from './onrampFormStatus.js'
import { quoteBreakdown } from './quoteBreakdown.js'

// Spec §9's defaults: card 10.00–7500.00, bank account (ach) 10.00–25000.00.
const usd: OnrampPaymentCurrency = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach', min: '10.00', max: '25000.00' },
  ],
}
const usdc: OnrampPurchaseCurrency = { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] }

describe('onrampFormStatus: the primary button names the first thing missing', () => {
  const base = {
    paymentCurrency: usd,
    purchaseCurrency: usdc,
    hasQuote: true,
    quotesLoading: false,
  }
  it.each([
    [
      'no payment currency',
      { ...base, paymentCurrency: undefined, amount: '100' },
      'onrampSelectCurrency',
      false,
    ],
    [
      'no token',
      { ...base, purchaseCurrency: undefined, amount: '100' },
      'onrampSelectToken',
      false,
    ],
    ['nothing typed', { ...base, amount: '' }, 'onrampEnterAmount', false],
    ['a lone point', { ...base, amount: '.' }, 'onrampEnterAmount', false],
    ['zero', { ...base, amount: '0.00' }, 'onrampEnterAmount', false],
    [
      'three decimals of a fiat currency',
      { ...base, amount: '10.001' },
      'onrampEnterAmount',
      false,
    ],
    [
      "spec §9 'card 10.00' minimum: 9.99",
      { ...base, amount: '9.99' },
      'onrampBelowMinimum',
      false,
    ],
    [
      "spec §9 'ach … 25000.00' maximum: 25000.01",
      { ...base, amount: '25000.01' },
      'onrampAboveMaximum',
      false,
    ],
    ['the ach maximum itself is accepted', { ...base, amount: '25000' }, 'onrampContinue', true],
    [
      'the quote is loading',
      { ...base, amount: '100', quotesLoading: true },
      'onrampGettingQuote',
      false,
    ],
    ['no quote yet', { ...base, amount: '100', hasQuote: false }, 'onrampGettingQuote', false],
    ['USD 100 with a quote', { ...base, amount: '100' }, 'onrampContinue', true],
  ] as const)('%s', (_case, input, label, ready) => {
    expect(onrampFormStatus(input)).toMatchObject({ label, ready })
  })
  it('says why an amount is wrong', () => {
    expect(onrampFormStatus({ ...base, amount: '5' }).amountError).toEqual({
      key: 'onrampMinimum',
      values: { amount: '10.00', currency: 'USD' },
    })
    expect(onrampFormStatus({ ...base, amount: '1.234' }).amountError).toEqual({
      key: 'onrampInvalidAmount',
      values: { decimals: '2' },
    })
  })
  it('paymentLimits: the widest range over the methods; unreadable limits are skipped', () => {
    expect(paymentLimits(usd)).toEqual({ min: '10.00', max: '25000.00' })
    expect(
      paymentLimits({ id: 'EUR', payment_method_limits: [{ id: 'card', min: 'x', max: '' }] }),
    ).toBeUndefined()
  })
})

describe('quoteBreakdown: the fees are what the total has beyond the subtotal and network fee', () => {
  const quote = (networkFee: [string, string], subtotal: string, total: string): OnrampQuote => ({
    networkFee: { amount: networkFee[0], currency: networkFee[1] },
    paymentSubtotal: { amount: subtotal, currency: 'USD' },
    paymentTotal: { amount: total, currency: 'USD' },
    purchaseAmount: { amount: '98.40', currency: 'USDC' },
    quoteId: 'q1',
  })
  it.each([
    ['network fee in the payment currency', quote(['0.10', 'USD'], '98.40', '100.00'), '1.50'],
    ['network fee in another currency', quote(['0.00003', 'ETH'], '98.50', '100.00'), '1.50'],
    [
      "figures that don't add up: no fees line",
      quote(['5.00', 'USD'], '98.40', '100.00'),
      undefined,
    ],
    [
      "the provider's fee as the quote gives it",
      {
        ...quote(['0.10', 'USD'], '98.40', '100.00'),
        providerFee: { amount: '1.49', currency: 'USD' },
      },
      '1.49',
    ],
  ])('%s', (_case, q, fees) => {
    expect(quoteBreakdown(q).fees?.amount).toBe(fees)
    expect(quoteBreakdown(q).total).toEqual({ amount: '100.00', currency: 'USD' })
  })
})

describe('provider catalogue', () => {
  it.each([
    ['the devnet sandbox', 'sandbox', 'Portico Sandbox', 1.5, 1.5],
    ['Coinbase Onramp', 'coinbase', 'Coinbase', 1, 2],
    ['MoonPay', 'moonpay', 'MoonPay', 1, 2],
    ['Transak', 'transak', 'Transak', 1, 2],
    [
      "an unknown id is shown by its id with spec §9's 'Provider fee range 1-2%'",
      'acme<b>',
      'acme<b>',
      1,
      2,
    ],
    ['a name of Object.prototype is no provider', 'constructor', 'constructor', 1, 2],
  ])('%s', (_case, id, name, feeMinPercent, feeMaxPercent) => {
    expect(onrampProviderInfo(id)).toEqual({ name, feeMinPercent, feeMaxPercent })
  })
})
