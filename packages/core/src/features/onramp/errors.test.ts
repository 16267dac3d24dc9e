import { describe, expect, it } from 'vitest'
import { PorticoError } from '../../errors/PorticoError.js'
import { OnrampEstimateInputError, OnrampUrlNotHttpError } from './errors.js'
import { estimateOnrampQuote } from './estimateOnrampQuote.js'

const estimate = (amount: string, price: number, feePercent?: number) =>
  estimateOnrampQuote({ amount, paymentCurrency: 'USD', purchaseCurrency: 'X', price, feePercent })

describe('on-ramp errors', () => {
  it.each([
    ['amount', () => estimate('abc', 1), "Not an amount: 'abc'"],
    ['amount', () => estimate('-5', 1), "Not an amount: '-5'"],
    ['price', () => estimate('10', 0), 'Not a price: 0'],
    ['fee', () => estimate('10', 1, -1), 'Not a fee: -1'],
  ])('the estimate refuses its %s with OnrampEstimateInputError', (input, run, message) => {
    expect(run).toThrow(OnrampEstimateInputError)
    try {
      run()
    } catch (error) {
      expect(error).toBeInstanceOf(PorticoError)
      expect((error as OnrampEstimateInputError).input).toBe(input)
      expect((error as OnrampEstimateInputError).shortMessage).toBe(message)
    }
  })

  it("a checkout URL that is not http(s): 'The API answered no http(s) URL'", () => {
    expect(new OnrampUrlNotHttpError().shortMessage).toBe('The API answered no http(s) URL')
  })
})
