import type { PorticoContext } from '../../context.js'
import { initialOnrampState } from './OnrampState.js'
import { onrampSession } from './onrampSession.js'

/**
 * Back to the initial on-ramp state: the quote request in flight aborted, the purchase watcher
 * stopped and the popup forgotten (left open: it is the provider's page, which the visitor may
 * still be using).
 */
export function resetOnramp(context: PorticoContext): void {
  const session = onrampSession(context)
  session.abortQuote?.()
  session.stopWatch?.()
  session.abortQuote = undefined
  session.stopWatch = undefined
  session.popup = undefined
  session.url = undefined
  session.urlKey = undefined
  // setState merges: the optional fields are cleared by name.
  context.stores.onramp.setState({
    ...initialOnrampState(),
    selectedProvider: undefined,
    paymentCurrency: undefined,
    purchaseCurrency: undefined,
    quote: undefined,
    error: undefined,
    purchase: undefined,
  })
}
