import type * as Wire from '@portico/protocol'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import { UnexpectedApiAnswerError } from '../../errors/request.js'
import { createHttpClient } from '../../http/createHttpClient.js'
import { HttpStatusError } from '../../http/errors.js'
import { parseOnrampProviders } from '../../validation/parseOnrampProviders.js'
import type { OnrampOptions } from './defaults.js'
import {
  OnrampOptionsError,
  OnrampProviderNotAvailableError,
  OnrampQuoteError,
  OnrampUrlError,
  OnrampUrlNotHttpError,
} from './errors.js'
import type {
  OnrampAmount,
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPaymentMethodLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from './OnrampState.js'

/** Where the Portico API is and which project calls it. */
export type OnrampApiParameters = {
  apiUrl: string
  projectId: string
  signal?: AbortSignal | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** `POST /v1/onramp/quote`'s body (docs/swaps-and-onramp.md; @portico/protocol). */
export type OnrampQuoteRequest = Wire.OnrampQuoteBody

/**
 * One wallet a purchase may go to (Coinbase Onramp's destinationWallets shape; @portico/protocol):
 * the widget always names the purchase currency symbols.
 */
export type OnrampDestinationWallet = Wire.OnrampDestinationWallet & { assets: string[] }

/**
 * `POST /v1/generators/onrampurl`'s body (spec §7; docs/swaps-and-onramp.md; @portico/protocol):
 * the widget always names the default network.
 */
export type OnrampUrlRequest = Omit<Wire.OnrampUrlBody, 'destinationWallets'> & {
  destinationWallets: OnrampDestinationWallet[]
  defaultNetwork: string
}

function client({ apiUrl, projectId, fetch }: OnrampApiParameters) {
  return createHttpClient({
    baseUrl: apiUrl,
    baseQuery: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
    fetch,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** A JSON value as a string: strings as they are, finite numbers as they print (chain ids). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
}

const DECIMAL_STRING = /^\d+(?:\.\d+)?$/

function readLimit(value: unknown): OnrampPaymentMethodLimit | undefined {
  if (!isRecord(value) || !isString(value.id)) return undefined
  const min = asText(value.min)
  const max = asText(value.max)
  if (!min || !max || !DECIMAL_STRING.test(min) || !DECIMAL_STRING.test(max)) return undefined
  return { id: value.id, min, max }
}

function readPaymentCurrency(value: unknown): OnrampPaymentCurrency | undefined {
  if (!isRecord(value) || !isString(value.id) || !Array.isArray(value.payment_method_limits))
    return undefined
  const limits = value.payment_method_limits.map(readLimit)
  if (!limits.every((l) => l !== undefined)) return undefined
  return { id: value.id, payment_method_limits: limits as OnrampPaymentMethodLimit[] }
}

function readNetwork(value: unknown): OnrampNetwork | undefined {
  if (!isRecord(value)) return undefined
  const chainId = asText(value.chain_id)
  const { name, display_name, contract_address } = value
  if (!isString(name) || !isString(display_name) || !isString(contract_address)) return undefined
  if (chainId === undefined) return undefined
  return { name, display_name, chain_id: chainId, contract_address }
}

function readPurchaseCurrency(value: unknown): OnrampPurchaseCurrency | undefined {
  if (!isRecord(value) || !isString(value.id) || !isString(value.name)) return undefined
  if (!isString(value.symbol) || !Array.isArray(value.networks)) return undefined
  const networks = value.networks.map(readNetwork)
  if (!networks.every((n) => n !== undefined)) return undefined
  return {
    id: value.id,
    name: value.name,
    symbol: value.symbol,
    networks: networks as OnrampNetwork[],
  }
}

/**
 * Reads an options answer (spec §3 shapes): providers must be an array of strings, else empty
 * (spec §5) — the rest still counts; currencies must have their shape, else the whole answer is
 * unreadable (undefined) and the widget uses its defaults (spec §8). Chain ids given as numbers
 * are read as their decimal text.
 */
export function parseOnrampOptions(value: unknown): OnrampOptions | undefined {
  if (!isRecord(value)) return undefined
  const { paymentCurrencies, purchaseCurrencies } = value
  if (!Array.isArray(paymentCurrencies) || !Array.isArray(purchaseCurrencies)) return undefined
  const payment = paymentCurrencies.map(readPaymentCurrency)
  const purchase = purchaseCurrencies.map(readPurchaseCurrency)
  if (!payment.every((c) => c !== undefined) || !purchase.every((c) => c !== undefined))
    return undefined
  return {
    providers: parseOnrampProviders(value.providers),
    paymentCurrencies: payment as OnrampPaymentCurrency[],
    purchaseCurrencies: purchase as OnrampPurchaseCurrency[],
  }
}

function readAmount(value: unknown): OnrampAmount | undefined {
  if (!isRecord(value) || !isString(value.currency)) return undefined
  const amount = asText(value.amount)
  return amount !== undefined && /^-?\d+(?:\.\d+)?$/.test(amount)
    ? { amount, currency: value.currency }
    : undefined
}

/** Reads a quote answer (spec §3 "Onramp quote"); undefined when it has another shape. */
export function parseOnrampQuote(value: unknown): OnrampQuote | undefined {
  if (!isRecord(value) || !isString(value.quoteId)) return undefined
  const networkFee = readAmount(value.networkFee)
  const paymentSubtotal = readAmount(value.paymentSubtotal)
  const paymentTotal = readAmount(value.paymentTotal)
  const purchaseAmount = readAmount(value.purchaseAmount)
  if (!networkFee || !paymentSubtotal || !paymentTotal || !purchaseAmount) return undefined
  const providerFee = readAmount(value.providerFee)
  return {
    networkFee,
    paymentSubtotal,
    paymentTotal,
    purchaseAmount,
    quoteId: value.quoteId,
    ...(providerFee ? { providerFee } : {}),
  }
}

/** The API's error code of a failed call (`{ error: { code } }`), if it said one. */
function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpStatusError) || !isRecord(error.body)) return undefined
  const inner = error.body.error
  return isRecord(inner) && isString(inner.code) ? inner.code : undefined
}

/**
 * The on-ramp options (`GET /v1/onramp/options`). Failures and answers of another shape throw
 * OnrampOptionsError ('Unable to load on-ramp options'); callers fall back to the defaults.
 */
export async function readOnrampOptions(parameters: OnrampApiParameters): Promise<OnrampOptions> {
  try {
    const answer = await client(parameters).get<unknown>({
      path: '/v1/onramp/options',
      signal: parameters.signal,
    })
    const options = parseOnrampOptions(answer)
    if (!options) throw new UnexpectedApiAnswerError('/v1/onramp/options')
    return options
  } catch (error) {
    throw new OnrampOptionsError({ cause: error })
  }
}

/**
 * A live quote (`POST /v1/onramp/quote`). An unknown provider throws
 * OnrampProviderNotAvailableError; other failures (and answers of another shape) OnrampQuoteError.
 * An aborted request rejects with the abort.
 */
export async function readOnrampQuote(
  parameters: OnrampApiParameters & { request: OnrampQuoteRequest },
): Promise<OnrampQuote> {
  try {
    const answer = await client(parameters).post<unknown>({
      path: '/v1/onramp/quote',
      body: parameters.request satisfies Wire.OnrampQuoteBody,
      signal: parameters.signal,
    })
    const quote = parseOnrampQuote(answer)
    if (!quote) throw new UnexpectedApiAnswerError('/v1/onramp/quote')
    return quote
  } catch (error) {
    if (apiErrorCode(error) === 'ONRAMP_PROVIDER_NOT_AVAILABLE')
      throw new OnrampProviderNotAvailableError(parameters.request.provider ?? '', {
        cause: error,
      })
    throw new OnrampQuoteError({ cause: error })
  }
}

/** Whether `url` is an absolute http(s) URL (nothing else may be opened in the popup). */
export function isHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The provider's checkout URL for a purchase (`POST /v1/generators/onrampurl`); only an http(s)
 * URL is accepted. Failures throw OnrampUrlError ('Unable to open the on-ramp'), an unknown
 * provider OnrampProviderNotAvailableError.
 */
export async function createOnrampUrl(
  parameters: OnrampApiParameters & { request: OnrampUrlRequest },
): Promise<string> {
  try {
    const answer = await client(parameters).post<unknown>({
      path: '/v1/generators/onrampurl',
      body: parameters.request satisfies Wire.OnrampUrlBody,
      signal: parameters.signal,
    })
    const url = isRecord(answer) ? answer.url : undefined
    if (!isHttpUrl(url)) throw new OnrampUrlNotHttpError()
    return url
  } catch (error) {
    if (apiErrorCode(error) === 'ONRAMP_PROVIDER_NOT_AVAILABLE')
      throw new OnrampProviderNotAvailableError(parameters.request.provider ?? '', {
        cause: error,
      })
    throw new OnrampUrlError({ cause: error })
  }
}

/**
 * A token's USD price (`POST /v1/fungible/price`, currency usd) by its CAIP-10 address; undefined
 * when the API knows none or cannot answer.
 */
export async function readTokenUsdPrice(
  parameters: OnrampApiParameters & { address: string },
): Promise<number | undefined> {
  try {
    const answer = await client(parameters).post<unknown>({
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [parameters.address] } satisfies Wire.FungiblePriceBody,
      signal: parameters.signal,
    })
    const fungibles = isRecord(answer) && Array.isArray(answer.fungibles) ? answer.fungibles : []
    const wanted = parameters.address.toLowerCase()
    const entry = fungibles.find(
      (f) => isRecord(f) && isString(f.address) && f.address.toLowerCase() === wanted,
    )
    const price = isRecord(entry) ? entry.price : undefined
    return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined
  } catch (error) {
    if (parameters.signal?.aborted) throw error
    return undefined
  }
}
