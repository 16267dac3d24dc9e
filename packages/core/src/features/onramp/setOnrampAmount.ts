import type { PorticoContext } from '../../context.js'
import { requestOnrampQuote } from './requestOnrampQuote.js'

/**
 * Sets the amount to pay, as typed, in the payment currency (kept as a string: never rounded),
 * at once — then checks it (a decimal with at most 2 decimals, within a payment method's min and
 * max, else the error in `stores.onramp.error`) and quotes it; an older quote request is aborted.
 * Resolves once the quote settled.
 */
export function setOnrampAmount(context: PorticoContext, amount: string): Promise<void> {
  context.stores.onramp.setState({ paymentAmount: amount })
  return requestOnrampQuote(context)
}
