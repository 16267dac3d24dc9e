import type { PorticoContext } from '../../context.js'
import type { OnrampPaymentCurrency } from './OnrampState.js'
import { requestOnrampQuote } from './requestOnrampQuote.js'

/**
 * Picks the fiat currency to pay with — one of `stores.onramp.paymentCurrencies`, given as itself
 * or by id — then quotes again (its limits decide whether the amount is accepted). A currency
 * not offered changes nothing. Resolves once the quote settled.
 */
export function setOnrampPaymentCurrency(
  context: PorticoContext,
  currency: OnrampPaymentCurrency | string,
): Promise<void> {
  const { onramp } = context.stores
  const id = typeof currency === 'string' ? currency : currency.id
  const offered = onramp.getState().paymentCurrencies.find((c) => c.id === id)
  if (!offered) return Promise.resolve()
  onramp.setState({ paymentCurrency: offered })
  return requestOnrampQuote(context)
}
