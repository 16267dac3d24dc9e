import type { OnrampAmount, OnrampQuote } from '@portico/core'
import { subtractDecimalText } from '@portico/core/internal'

/** A quote as the OnRamp view lists it. */
export type QuoteBreakdown = {
  purchase: OnrampAmount
  networkFee: OnrampAmount
  /** The provider's fees: the total less the subtotal and (in the same currency) the network fee. */
  fees?: OnrampAmount | undefined
  total: OnrampAmount
}

/**
 * Splits a spec §3 quote for display. The total is what is paid: the subtotal (what buys the
 * tokens), the network fee and the provider's fees; the fees are the quote's providerFee when it
 * has one, else what remains of the total (exact decimal arithmetic). A quote whose figures do not add up shows no fees line rather than a wrong one.
 */
export function quoteBreakdown(quote: OnrampQuote): QuoteBreakdown {
  const { paymentTotal, paymentSubtotal, networkFee, purchaseAmount } = quote
  let fees: OnrampAmount | undefined = quote.providerFee
  if (!fees && paymentSubtotal.currency === paymentTotal.currency) {
    let rest = subtractDecimalText(paymentTotal.amount, paymentSubtotal.amount)
    if (rest !== undefined && networkFee.currency === paymentTotal.currency)
      rest = subtractDecimalText(rest, networkFee.amount)
    if (rest !== undefined) fees = { amount: rest, currency: paymentTotal.currency }
  }
  return { purchase: purchaseAmount, networkFee, fees, total: paymentTotal }
}
