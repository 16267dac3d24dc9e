import type { PorticoContext } from '../../context.js'
import { ONRAMP_DEFAULT_OPTIONS, type OnrampOptions } from './defaults.js'
import { OnrampNetworkNotSupportedError, OnrampOptionsError } from './errors.js'
import { fetchOnrampQuote } from './fetchOnrampQuote.js'
import { readOnrampOptions } from './onrampApi.js'
import {
  defaultPaymentCurrency,
  defaultPurchaseCurrency,
  onrampCurrenciesOn,
} from './onrampNetwork.js'

/**
 * Loads the on-ramp options (`GET /v1/onramp/options`) into `stores.onramp`. Providers must be an
 * array of strings, else the list is empty (spec §5). Options that cannot be read — no API
 * configured, an HTTP error, another shape — become the built-in defaults with `defaultOptions:
 * true` (spec §8). Picks stay when still offered; otherwise the payment currency is USD (spec §9)
 * and the purchase currency USDC when the active network offers it, else the first it offers. A
 * network with nothing to buy (not EVM or Solana, spec §9, or not in the options) leaves the
 * purchase currency empty with the error 'Network not supported'. With an amount typed, the quote
 * is asked again.
 */
export async function fetchOnrampOptions(context: PorticoContext): Promise<void> {
  const { onramp } = context.stores
  onramp.setState({ optionsLoading: true })
  const { apiUrl } = context.stores.options.getState().options
  let options: OnrampOptions
  let defaultOptions = false
  try {
    if (!apiUrl || !context.projectId)
      throw new OnrampOptionsError({ details: 'No Portico API is configured' })
    options = await readOnrampOptions({ apiUrl, projectId: context.projectId })
  } catch {
    options = ONRAMP_DEFAULT_OPTIONS
    defaultOptions = true
  }
  const { activeNetwork } = context.stores.chains.getState()
  const current = onramp.getState()
  const paymentCurrency =
    options.paymentCurrencies.find((c) => c.id === current.paymentCurrency?.id) ??
    defaultPaymentCurrency(options.paymentCurrencies)
  const purchaseCurrency =
    onrampCurrenciesOn(options.purchaseCurrencies, activeNetwork).find(
      (c) => c.id === current.purchaseCurrency?.id,
    ) ?? defaultPurchaseCurrency(options.purchaseCurrencies, activeNetwork)
  const selectedProvider =
    current.selectedProvider !== undefined && options.providers.includes(current.selectedProvider)
      ? current.selectedProvider
      : undefined
  onramp.setState({
    providers: options.providers,
    paymentCurrencies: options.paymentCurrencies,
    purchaseCurrencies: options.purchaseCurrencies,
    defaultOptions,
    optionsLoading: false,
    selectedProvider,
    paymentCurrency,
    purchaseCurrency,
    error: purchaseCurrency
      ? undefined
      : new OnrampNetworkNotSupportedError({
          details: `Nothing can be bought on ${activeNetwork.caipNetworkId}`,
        }),
  })
  if (purchaseCurrency && current.paymentAmount.trim()) await fetchOnrampQuote(context)
}

/** the `fetchOnrampOptions` action (the defaults are used; the error says why). */
export type FetchOnrampOptionsErrorType = OnrampNetworkNotSupportedError | OnrampOptionsError
