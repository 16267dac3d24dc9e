import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '@portico/core'
import {
  compareDecimalText,
  ONRAMP_FIAT_DECIMALS,
  parseUnsignedDecimal,
} from '@portico/core/internal'
import type { MessageKey } from '../../locales/en.js'

/** What the OnRamp form lacks, or that it can continue. */
export type OnrampFormStatus = {
  /** Everything is there and the quote is in: Continue opens the provider. */
  ready: boolean
  /** The primary button's label: what is missing, or 'Continue'. */
  label: MessageKey
  /** What is wrong with the amount, shown under it. */
  amountError?: { key: MessageKey; values?: Record<string, string> } | undefined
}

/**
 * The smallest minimum and the largest maximum over a currency's payment methods (spec §3
 * payment_method_limits): an amount outside them fits no method. Undefined when none is readable.
 */
export function paymentLimits(
  currency: OnrampPaymentCurrency,
): { min: string; max: string } | undefined {
  let min: string | undefined
  let max: string | undefined
  for (const limit of currency.payment_method_limits) {
    if (
      parseUnsignedDecimal(limit.min) &&
      (min === undefined || compareDecimalText(limit.min, min) === -1)
    )
      min = limit.min
    if (
      parseUnsignedDecimal(limit.max) &&
      (max === undefined || compareDecimalText(limit.max, max) === 1)
    )
      max = limit.max
  }
  return min !== undefined && max !== undefined ? { min, max } : undefined
}

/**
 * What the OnRamp form still lacks, in the order a person fills it: the payment currency, the
 * token, an amount (at most 2 decimals, within the payment methods' limits), then the quote.
 */
export function onrampFormStatus({
  paymentCurrency,
  purchaseCurrency,
  amount,
  hasQuote,
  quotesLoading,
}: {
  paymentCurrency: OnrampPaymentCurrency | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  amount: string
  hasQuote: boolean
  quotesLoading: boolean
}): OnrampFormStatus {
  if (!paymentCurrency) return { ready: false, label: 'onrampSelectCurrency' }
  if (!purchaseCurrency) return { ready: false, label: 'onrampSelectToken' }
  // Nothing typed yet, or no digit yet ("."): nothing to complain about.
  if (!/\d/.test(amount)) return { ready: false, label: 'onrampEnterAmount' }
  const value = parseUnsignedDecimal(amount)
  if (!value || value.scale > ONRAMP_FIAT_DECIMALS) {
    const amountError = { key: 'onrampInvalidAmount' as const, values: { decimals: '2' } }
    return { ready: false, label: 'onrampEnterAmount', amountError }
  }
  if (value.units === 0n) return { ready: false, label: 'onrampEnterAmount' }
  const limits = paymentLimits(paymentCurrency)
  const currency = paymentCurrency.id
  if (limits && compareDecimalText(amount, limits.min) === -1)
    return {
      ready: false,
      label: 'onrampBelowMinimum',
      amountError: { key: 'onrampMinimum', values: { amount: limits.min, currency } },
    }
  if (limits && compareDecimalText(amount, limits.max) === 1)
    return {
      ready: false,
      label: 'onrampAboveMaximum',
      amountError: { key: 'onrampMaximum', values: { amount: limits.max, currency } },
    }
  if (quotesLoading || !hasQuote) return { ready: false, label: 'onrampGettingQuote' }
  return { ready: true, label: 'onrampContinue' }
}
