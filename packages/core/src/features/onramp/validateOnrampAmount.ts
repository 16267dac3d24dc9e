import { compareDecimal } from '../../amounts/compareDecimal.js'
import { type Decimal, parseDecimal } from '../../amounts/parseDecimal.js'
import { OnrampAmountOutOfRangeError, OnrampInvalidAmountError } from './errors.js'
import type { OnrampPaymentCurrency } from './OnrampState.js'

/** Digits with at most one point and at most 2 decimals ("10", "10.5", "10.50", ".5", "10."). */
const FIAT_AMOUNT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/

/**
 * The widest range the payment methods of `currency` accept: the lowest min and the highest max
 * (each a decimal string as the options give it); undefined when it has no readable limit.
 */
export function onrampAmountLimits(
  currency: OnrampPaymentCurrency,
): { min: string; max: string } | undefined {
  let min: { text: string; value: Decimal } | undefined
  let max: { text: string; value: Decimal } | undefined
  for (const limit of currency.payment_method_limits) {
    const low = parseDecimal(limit.min)
    const high = parseDecimal(limit.max)
    if (!low || !high) continue
    if (!min || compareDecimal(low, min.value) < 0) min = { text: limit.min, value: low }
    if (!max || compareDecimal(high, max.value) > 0) max = { text: limit.max, value: high }
  }
  return min && max ? { min: min.text, max: max.text } : undefined
}

/**
 * Checks an amount to pay in `currency`: a decimal number with at most 2 decimals ('Invalid
 * amount'), that at least one payment method of the currency accepts (min ≤ amount ≤ max, exact
 * comparison) — else 'Enter an amount between {min} and {max} {currency}' with the widest range.
 * Returns the error, or undefined when the amount is good.
 */
export function validateOnrampAmount(
  amount: string,
  currency: OnrampPaymentCurrency,
): OnrampInvalidAmountError | OnrampAmountOutOfRangeError | undefined {
  const text = amount.trim()
  const value = FIAT_AMOUNT.test(text) ? parseDecimal(text) : undefined
  if (!value) return new OnrampInvalidAmountError(amount)
  const accepted = currency.payment_method_limits.some((limit) => {
    const min = parseDecimal(limit.min)
    const max = parseDecimal(limit.max)
    return min && max && compareDecimal(value, min) >= 0 && compareDecimal(value, max) <= 0
  })
  if (accepted) return undefined
  const limits = onrampAmountLimits(currency)
  return new OnrampAmountOutOfRangeError(
    { min: limits?.min ?? '0', max: limits?.max ?? '0', currency: currency.id },
    { details: `No payment method accepts ${text} ${currency.id}` },
  )
}
