import type { PorticoContext } from '../../context.js'
import type { OnrampPurchaseCurrency } from './OnrampState.js'
import { requestOnrampQuote } from './requestOnrampQuote.js'

/**
 * Picks the token to buy — one of `stores.onramp.purchaseCurrencies`, given as itself or by id —
 * then quotes again (a token not offered on the active network gives 'Network not supported').
 * A currency not offered changes nothing. Resolves once the quote settled.
 */
export function setOnrampPurchaseCurrency(
  context: PorticoContext,
  currency: OnrampPurchaseCurrency | string,
): Promise<void> {
  const { onramp } = context.stores
  const id = typeof currency === 'string' ? currency : currency.id
  const offered = onramp.getState().purchaseCurrencies.find((c) => c.id === id)
  if (!offered) return Promise.resolve()
  onramp.setState({ purchaseCurrency: offered })
  return requestOnrampQuote(context)
}
