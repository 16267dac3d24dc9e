/**
 * MoonPay (https://dev.moonpay.com): the buy widget opened by a signed URL, and the real-time buy
 * quote. The widget takes its parameters in the query (apiKey, currencyCode or
 * defaultCurrencyCode, walletAddress or walletAddresses, baseCurrencyCode, baseCurrencyAmount or
 * quoteCurrencyAmount, paymentMethod, externalCustomerId, redirectURL); a URL that pre-fills a
 * wallet address must end with `signature`: the base64 HMAC-SHA256 of the URL's query string
 * (from its '?', every value URL-encoded) keyed with the account's secret key, itself
 * URL-encoded. MoonPay names a token on a network by one currency code ('usdc_polygon').
 */
import { createHmac, randomUUID } from 'node:crypto'
import { ApiError } from '../../server/errors.js'
import type {
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../OnrampProvider.js'
import {
  encodeQuery,
  type ProductionAsset,
  type ProductionCoverage,
  type ProductionNetworkId,
  productionOptions,
  refuse,
  resolveProductionAsset,
  resolveProductionNetwork,
  resolveProductionPurchase,
} from './productionPurchase.js'

/** The buy widget in production. */
export const MOONPAY_WIDGET_URL = 'https://buy.moonpay.com'
/** The buy widget in the sandbox (test keys). */
export const MOONPAY_SANDBOX_WIDGET_URL = 'https://buy-sandbox.moonpay.com'
/** MoonPay's API (quotes); the same host serves test keys. */
export const MOONPAY_API_URL = 'https://api.moonpay.com'
/** How long a quote request may take. */
export const MOONPAY_TIMEOUT_MS = 10_000

/** MoonPay's currency code for each token on each network it delivers here. */
export const MOONPAY_CURRENCY_CODES: Partial<
  Record<ProductionAsset, Partial<Record<ProductionNetworkId, string>>>
> = {
  USDC: { ethereum: 'usdc', polygon: 'usdc_polygon', solana: 'usdc_sol' },
  ETH: { ethereum: 'eth' },
  SOL: { solana: 'sol' },
}

/** MoonPay's payment method names for Portico's ids. */
export const MOONPAY_PAYMENT_METHODS = {
  card: 'credit_debit_card',
  ach: 'ach_bank_transfer',
  sepa: 'sepa_bank_transfer',
} as const

/**
 * What Portico offers through MoonPay. Limits: at least 30 (the documented limits answer's
 * minBuyAmount), per transaction 10,000 by card and 25,000 by bank (the documented payment
 * method configuration); the widget applies the buyer's own.
 */
export const MOONPAY_COVERAGE: ProductionCoverage = {
  provider: 'MoonPay',
  pairs: [
    ['USDC', 'ethereum'],
    ['USDC', 'polygon'],
    ['USDC', 'solana'],
    ['ETH', 'ethereum'],
    ['SOL', 'solana'],
  ],
  payment: {
    USD: { card: { min: '30.00', max: '10000.00' }, ach: { min: '30.00', max: '25000.00' } },
    EUR: { card: { min: '30.00', max: '10000.00' }, sepa: { min: '30.00', max: '25000.00' } },
  },
}

/** MoonPay's settings (from PORTICO_ONRAMP_MOONPAY_*). */
export type MoonPayConfig = {
  /** Publishable key: pk_live_… (pk_test_… in the sandbox). */
  apiKey: string
  /** Secret key: sk_live_… (sk_test_… in the sandbox); signs URLs, never leaves the API. */
  secretKey: string
  /** The sandbox widget (test keys). @default false */
  sandbox?: boolean | undefined
  /** The widget's origin. @default MOONPAY_WIDGET_URL or MOONPAY_SANDBOX_WIDGET_URL */
  widgetUrl?: string | undefined
  /** The quote API's base URL. @default MOONPAY_API_URL */
  apiUrl?: string | undefined
  fetch?: typeof fetch | undefined
}

/** The code MoonPay gives `asset` on `network`, or undefined. */
export function moonPayCurrencyCode(
  asset: ProductionAsset,
  network: ProductionNetworkId,
): string | undefined {
  return MOONPAY_CURRENCY_CODES[asset]?.[network]
}

/**
 * The signature MoonPay checks: base64 HMAC-SHA256 of `search` (the query string with its
 * leading '?', values URL-encoded as they appear in the URL) keyed with the secret key.
 */
export function moonPaySignature(search: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(search).digest('base64')
}

/** Appends `signature` (URL-encoded) to a widget URL, last as MoonPay requires. */
export function signMoonPayUrl(url: string, secretKey: string): string {
  const search = new URL(url).search
  if (!search) throw new Error('A MoonPay URL to sign has a query')
  return `${url}&signature=${encodeURIComponent(moonPaySignature(search, secretKey))}`
}

/**
 * The signed buy-widget URL for a purchase. One token known (defaultAsset, or the only one the
 * network delivers): `currencyCode` locks it and `walletAddress` pre-fills its wallet. Several:
 * `walletAddresses` maps each code the wallets can receive to its address, and
 * `defaultCurrencyCode` preselects the chosen one. Throws a VALIDATION_ERROR for what MoonPay
 * cannot do.
 */
export function buildMoonPayUrl(config: MoonPayConfig, request: OnrampUrlRequest): string {
  const purchase = resolveProductionPurchase(request, MOONPAY_COVERAGE)
  const params: [string, string][] = [['apiKey', config.apiKey]]
  if (purchase.asset && purchase.network && purchase.address) {
    params.push(['currencyCode', moonPayCurrencyCode(purchase.asset, purchase.network) as string])
    params.push(['walletAddress', purchase.address])
  } else {
    const addresses: Record<string, string> = {}
    for (const wallet of purchase.wallets)
      for (const network of wallet.networks)
        for (const [asset, n] of MOONPAY_COVERAGE.pairs)
          if (n === network && (!wallet.assets || wallet.assets.includes(asset)))
            addresses[moonPayCurrencyCode(asset, n) as string] = wallet.address
    params.push(['walletAddresses', JSON.stringify(addresses)])
    if (purchase.asset) {
      const network = purchase.network ?? purchase.wallets[0]?.networks[0]
      const code = network && moonPayCurrencyCode(purchase.asset, network)
      if (code) params.push(['defaultCurrencyCode', code])
    }
  }
  params.push(['baseCurrencyCode', purchase.fiatCurrency.toLowerCase()])
  if (purchase.fiatAmount !== undefined) params.push(['baseCurrencyAmount', purchase.fiatAmount])
  if (purchase.cryptoAmount !== undefined)
    params.push(['quoteCurrencyAmount', purchase.cryptoAmount])
  params.push(['paymentMethod', MOONPAY_PAYMENT_METHODS[purchase.paymentMethod]])
  params.push(['externalCustomerId', purchase.partnerUserId])
  if (purchase.redirectUrl !== undefined) params.push(['redirectURL', purchase.redirectUrl])
  const origin =
    config.widgetUrl ?? (config.sandbox ? MOONPAY_SANDBOX_WIDGET_URL : MOONPAY_WIDGET_URL)
  return signMoonPayUrl(`${origin}?${encodeQuery(params)}`, config.secretKey)
}

/** Cents of a decimal amount MoonPay answers as a number (2 decimals for fiat). */
function cents(value: unknown, field: string): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new ApiError('ONRAMP_PROVIDER_ERROR', {
      message: 'MoonPay answered an unexpected quote',
      details: { field },
    })
  return BigInt(Math.round(value * 100))
}

function fiat(valueInCents: bigint): string {
  const whole = valueInCents / 100n
  const fraction = (valueInCents % 100n).toString().padStart(2, '0')
  return `${whole}.${fraction}`
}

/** A token amount MoonPay answers as a number, as a plain decimal string (never 1e-7). */
function decimal(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 })
}

/**
 * MoonPay's real-time buy quote (GET /v3/currencies/{code}/buy_quote, fees included in the
 * amount paid): the tokens for `amount`, MoonPay's fee (feeAmount + extraFeeAmount) and the
 * network fee, so that subtotal + fees = total exactly.
 */
export async function fetchMoonPayQuote(
  config: MoonPayConfig,
  request: OnrampQuoteRequest,
): Promise<OnrampQuote> {
  const asset = resolveProductionAsset(request.purchaseCurrency)
  const network = resolveProductionNetwork(request.network)
  const code = asset && network ? moonPayCurrencyCode(asset, network) : undefined
  if (!asset || !network || !code)
    throw refuse(
      'purchaseCurrency',
      `MoonPay does not sell '${request.purchaseCurrency}' on '${request.network}'`,
    )
  const fiatCurrency = request.paymentCurrency.toUpperCase()
  const methods = MOONPAY_COVERAGE.payment[fiatCurrency]
  if (!methods) throw refuse('paymentCurrency', `MoonPay does not take ${fiatCurrency}`)
  const method = (request.paymentMethod ?? 'card') as keyof typeof MOONPAY_PAYMENT_METHODS
  if (!methods[method])
    throw refuse(
      'paymentMethod',
      `MoonPay does not take payment method '${method}' in ${fiatCurrency}`,
    )
  if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(request.amount) || !/[1-9]/.test(request.amount))
    throw refuse('amount', 'The amount is a positive decimal with 2 decimals at most')

  const url = new URL(
    `/v3/currencies/${encodeURIComponent(code)}/buy_quote`,
    config.apiUrl ?? MOONPAY_API_URL,
  )
  url.search = encodeQuery([
    ['apiKey', config.apiKey],
    ['baseCurrencyCode', fiatCurrency.toLowerCase()],
    ['baseCurrencyAmount', request.amount],
    ['paymentMethod', MOONPAY_PAYMENT_METHODS[method]],
    ['areFeesIncluded', 'true'],
  ])
  let body: Record<string, unknown>
  try {
    const response = await (config.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(MOONPAY_TIMEOUT_MS),
    })
    if (!response.ok)
      throw new ApiError('ONRAMP_PROVIDER_ERROR', {
        message: `MoonPay answered the quote with HTTP ${response.status}`,
      })
    body = (await response.json()) as Record<string, unknown>
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('ONRAMP_PROVIDER_ERROR', { message: 'MoonPay could not be reached' })
  }
  if (!body || typeof body !== 'object')
    throw new ApiError('ONRAMP_PROVIDER_ERROR', { message: 'MoonPay answered an unexpected quote' })
  const subtotal = cents(body.baseCurrencyAmount, 'baseCurrencyAmount')
  const providerFee =
    cents(body.feeAmount, 'feeAmount') + cents(body.extraFeeAmount ?? 0, 'extraFeeAmount')
  const networkFee = cents(body.networkFeeAmount ?? 0, 'networkFeeAmount')
  const purchased = body.quoteCurrencyAmount
  if (typeof purchased !== 'number' || !Number.isFinite(purchased) || purchased < 0)
    throw new ApiError('ONRAMP_PROVIDER_ERROR', {
      message: 'MoonPay answered an unexpected quote',
      details: { field: 'quoteCurrencyAmount' },
    })
  // What the buyer pays is the amount asked (fees included); an answer whose parts do not add
  // up to MoonPay's own total is not shown as a quote.
  if (
    body.totalAmount !== undefined &&
    cents(body.totalAmount, 'totalAmount') !== subtotal + providerFee + networkFee
  )
    throw new ApiError('ONRAMP_PROVIDER_ERROR', {
      message: 'MoonPay answered an unexpected quote',
      details: { field: 'totalAmount' },
    })
  return {
    networkFee: { amount: fiat(networkFee), currency: fiatCurrency },
    providerFee: { amount: fiat(providerFee), currency: fiatCurrency },
    paymentSubtotal: { amount: fiat(subtotal), currency: fiatCurrency },
    paymentTotal: { amount: fiat(subtotal + providerFee + networkFee), currency: fiatCurrency },
    purchaseAmount: { amount: decimal(purchased), currency: asset },
    quoteId: `moonpay-${randomUUID()}`,
  }
}

/** The MoonPay provider: signed widget URLs, MoonPay's quotes, the documented currencies. */
export function createMoonPayProvider(config: MoonPayConfig): OnrampProvider {
  return {
    id: 'moonpay',
    name: 'MoonPay',
    async options() {
      return productionOptions(MOONPAY_COVERAGE)
    },
    quote: (request) => fetchMoonPayQuote(config, request),
    async buildUrl(request) {
      return buildMoonPayUrl(config, request)
    },
  }
}
