import { formatFixed } from '../../amounts/formatFixed.js'
import { parseDecimal } from '../../amounts/parseDecimal.js'
import { rescaleDecimal } from '../../amounts/rescaleDecimal.js'
import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { ONRAMP_FIAT_DECIMALS, ONRAMP_USD_STABLE_SYMBOLS } from './constants.js'
import type { OnrampAmountOutOfRangeError, OnrampInvalidAmountError } from './errors.js'
import {
  OnrampNetworkNotSupportedError,
  OnrampProviderNotAvailableError,
  OnrampQuoteError,
} from './errors.js'
import { estimateOnrampQuote } from './estimateOnrampQuote.js'
import type { OnrampQuote } from './OnrampState.js'
import { readOnrampQuote, readTokenUsdPrice } from './onrampApi.js'
import { findOnrampNetwork, isNativeContractAddress } from './onrampNetwork.js'
import { onrampSession } from './onrampSession.js'
import { validateOnrampAmount } from './validateOnrampAmount.js'

/** The native currency in a CAIP-10 token address (the API's convention). */
const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A validated fiat amount with exactly 2 decimals ("10.5" → "10.50"). */
export function normalizeFiatAmount(amount: string): string {
  const value = parseDecimal(amount)
  if (!value) throw new TypeError(`Not an amount: '${amount}'`)
  return formatFixed(rescaleDecimal(value, ONRAMP_FIAT_DECIMALS), ONRAMP_FIAT_DECIMALS)
}

/**
 * Quotes the typed amount (spec §4 "On-ramp: … quotes loading, error message"): nothing without an
 * amount and both currencies; an amount that is not a decimal with at most 2 decimals, or that no
 * payment method accepts, gives its error and no quote. Otherwise `quotesLoading` while `POST
 * /v1/onramp/quote` runs (the selected provider, else the API's pick); a newer call aborts an
 * older one, whose answer is then ignored. A provider the API does not offer gives the error
 * 'Provider not available'. When the quote fails otherwise it becomes an estimate (spec §8,
 * `quoteIsEstimate: true`): the fee range's upper bound and the token's price — 1 for USDC, else
 * `POST /v1/fungible/price`; prices are in USD, so only a USD payment is estimated. With no price
 * there is no quote and the error 'Unable to get a quote'.
 */
export async function fetchOnrampQuote(context: PorticoContext): Promise<void> {
  const { onramp } = context.stores
  const session = onrampSession(context)
  session.abortQuote?.()
  const controller = new AbortController()
  const abort = () => controller.abort()
  session.abortQuote = abort
  const settle = (
    patch: { quote?: OnrampQuote; quoteIsEstimate?: boolean; error?: PorticoError } = {},
  ) => {
    if (controller.signal.aborted) return
    if (session.abortQuote === abort) session.abortQuote = undefined
    onramp.setState({
      quote: patch.quote,
      quoteIsEstimate: patch.quoteIsEstimate ?? false,
      quotesLoading: false,
      error: patch.error,
    })
  }

  const state = onramp.getState()
  const { paymentCurrency, purchaseCurrency, selectedProvider, providers } = state
  const amount = state.paymentAmount.trim()
  if (!amount || !paymentCurrency || !purchaseCurrency) return settle()
  const invalid = validateOnrampAmount(amount, paymentCurrency)
  if (invalid) return settle({ error: invalid })
  const { activeNetwork } = context.stores.chains.getState()
  const network = findOnrampNetwork(purchaseCurrency, activeNetwork)
  if (!network)
    return settle({
      error: new OnrampNetworkNotSupportedError({
        details: `${purchaseCurrency.symbol} cannot be bought on ${activeNetwork.caipNetworkId}`,
      }),
    })
  const { apiUrl } = context.stores.options.getState().options
  const api = { apiUrl: apiUrl ?? '', projectId: context.projectId, signal: controller.signal }
  const fiat = normalizeFiatAmount(amount)
  onramp.setState({
    quotesLoading: true,
    quote: undefined,
    quoteIsEstimate: false,
    error: undefined,
  })
  let failure: unknown
  try {
    if (!apiUrl || !context.projectId)
      throw new OnrampQuoteError({ details: 'No Portico API is configured' })
    const quote = await readOnrampQuote({
      ...api,
      request: {
        provider: selectedProvider ?? providers[0],
        purchaseCurrency: purchaseCurrency.id,
        paymentCurrency: paymentCurrency.id,
        amount: fiat,
        network: network.name,
      },
    })
    return settle({ quote })
  } catch (error) {
    if (controller.signal.aborted) return
    failure = error
  }
  // A provider the API does not offer gets no estimate: it could not sell anything.
  if (failure instanceof OnrampProviderNotAvailableError) return settle({ error: failure })
  // Spec §8: the estimate.
  let price: number | undefined
  if (paymentCurrency.id === 'USD') {
    if (ONRAMP_USD_STABLE_SYMBOLS.includes(purchaseCurrency.symbol)) price = 1
    else if (apiUrl && context.projectId && activeNetwork.chainNamespace === 'eip155') {
      const token = isNativeContractAddress(network.contract_address)
        ? NATIVE_TOKEN_ADDRESS
        : network.contract_address
      price = await readTokenUsdPrice({
        ...api,
        address: `${activeNetwork.caipNetworkId}:${token}`,
      }).catch(() => undefined)
    }
  }
  if (price === undefined)
    return settle({
      error:
        failure instanceof OnrampQuoteError ? failure : new OnrampQuoteError({ cause: failure }),
    })
  settle({
    quote: estimateOnrampQuote({
      amount: fiat,
      paymentCurrency: paymentCurrency.id,
      purchaseCurrency: purchaseCurrency.symbol,
      price,
    }),
    quoteIsEstimate: true,
  })
}

/** the `fetchOnrampQuote` action. */
export type FetchOnrampQuoteErrorType =
  | OnrampNetworkNotSupportedError
  | OnrampInvalidAmountError
  | OnrampAmountOutOfRangeError
  | OnrampQuoteError
