import { describe, expect, it } from 'vitest'
import { ONRAMP_DEFAULT_OPTIONS } from './defaults.js'
import { OnrampAmountOutOfRangeError, OnrampInvalidAmountError } from './errors.js'
import type { OnrampPaymentCurrency } from './OnrampState.js'
import { onrampAmountLimits, validateOnrampAmount } from './validateOnrampAmount.js'

const USD = ONRAMP_DEFAULT_OPTIONS.paymentCurrencies[0] as OnrampPaymentCurrency
const CARD_ONLY: OnrampPaymentCurrency = {
  id: 'GBP',
  payment_method_limits: [{ id: 'card', min: '20', max: '500.5' }],
}
const LIMITS = 'spec §9: card 10.00 to 7500.00, bank account (ach) 10.00 to 25000.00'

describe('validateOnrampAmount', () => {
  it.each([
    ['10.00', 'the minimum'],
    ['10', 'whole units'],
    ['10.5', 'one decimal'],
    ['7500.00', 'the card maximum'],
    ['7500.01', 'above card, within ach'],
    ['25000.00', 'the ach maximum'],
    ['  100  ', 'surrounded by spaces'],
    ['100.', 'a trailing point'],
  ])(`${LIMITS}: %j (%s) is accepted`, (amount) => {
    expect(validateOnrampAmount(amount, USD)).toBeUndefined()
  })

  it.each([
    ['9.99', 'below every minimum'],
    ['0', 'zero'],
    ['25000.01', 'above every maximum'],
    ['100000', 'far above'],
  ])(`${LIMITS}: %j (%s) is out of range`, (amount) => {
    const error = validateOnrampAmount(amount, USD)
    expect(error).toBeInstanceOf(OnrampAmountOutOfRangeError)
    expect(error?.shortMessage).toBe('Enter an amount between 10.00 and 25000.00 USD')
    expect(error).toMatchObject({ min: '10.00', max: '25000.00', currency: 'USD' })
  })

  it.each([
    ['10.001', 'three decimals'],
    ['1e3', 'an exponent'],
    ['-10', 'negative'],
    ['ten', 'words'],
    ['', 'empty'],
    ['.', 'a lone point'],
    ['1,000', 'a thousands separator'],
  ])('an amount with at most 2 decimals: %j (%s) is invalid', (amount) => {
    expect(validateOnrampAmount(amount, USD)).toBeInstanceOf(OnrampInvalidAmountError)
  })

  it('limits are compared exactly, whatever their decimals', () => {
    expect(validateOnrampAmount('500.50', CARD_ONLY)).toBeUndefined()
    expect(validateOnrampAmount('500.51', CARD_ONLY)?.shortMessage).toBe(
      'Enter an amount between 20 and 500.5 GBP',
    )
    expect(validateOnrampAmount('19.99', CARD_ONLY)).toBeInstanceOf(OnrampAmountOutOfRangeError)
  })

  it('onrampAmountLimits: the widest range of the payment methods', () => {
    expect(onrampAmountLimits(USD)).toEqual({ min: '10.00', max: '25000.00' })
    expect(onrampAmountLimits({ id: 'X', payment_method_limits: [] })).toBeUndefined()
  })
})
