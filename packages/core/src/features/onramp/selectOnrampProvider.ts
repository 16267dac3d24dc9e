import type { PorticoContext } from '../../context.js'
import { requestOnrampQuote } from './requestOnrampQuote.js'

/**
 * Selects an on-ramp provider of `stores.onramp.providers`, or none with undefined (spec §4
 * "provider selected or none"), then quotes again. A provider not offered changes nothing and
 * sets the error 'Provider not available'. Resolves once the quote settled.
 */
export function selectOnrampProvider(
  context: PorticoContext,
  provider: string | undefined,
): Promise<void> {
  const { onramp } = context.stores
  if (provider !== undefined && !onramp.getState().providers.includes(provider))
    // The error class loads with the quoting, out of the entry bundle.
    return import('./errors.js').then(({ OnrampProviderNotAvailableError }) => {
      onramp.setState({ error: new OnrampProviderNotAvailableError(provider) })
    })
  onramp.setState({ selectedProvider: provider, error: undefined })
  return requestOnrampQuote(context)
}
