/**
 * Transak (https://docs.transak.com): widget parameters in the URL are deprecated; the partner's
 * backend now asks for the widget URL. Two calls, both server-side: the Refresh Access Token API
 * (`POST {api}/partners/api/v2/refresh-token`, header `api-secret`, body `{ apiKey }`) gives a
 * partner access token valid 7 days — asking again revokes the previous one, so it is kept and
 * shared until it nears its expiry —, then the Create Widget URL API
 * (`POST {gateway}/api/v2/auth/session`, header `access-token`, body `{ widgetParams }`) answers
 * a single-use `widgetUrl` (`https://global.transak.com?apiKey=…&sessionId=…`, 5 minutes). The
 * widget parameters are the documented query parameters: apiKey and referrerDomain (mandatory),
 * productsAvailed, cryptoCurrencyCode, network, walletAddress or walletAddressesData,
 * disableWalletAddressForm, fiatCurrency, fiatAmount or cryptoAmount, defaultPaymentMethod,
 * redirectURL, partnerCustomerId.
 */
import { ApiError } from '../../server/errors.js'
import type { OnrampProvider, OnrampUrlRequest } from '../OnrampProvider.js'
import {
  type ProductionCoverage,
  type ProductionPurchase,
  productionOptions,
  resolveProductionPurchase,
} from './productionPurchase.js'

/** Transak's two environments and their hosts. */
export const TRANSAK_ENVIRONMENTS = {
  PRODUCTION: {
    apiUrl: 'https://api.transak.com',
    gatewayUrl: 'https://api-gateway.transak.com',
    widgetUrl: 'https://global.transak.com',
  },
  STAGING: {
    apiUrl: 'https://api-stg.transak.com',
    gatewayUrl: 'https://api-gateway-stg.transak.com',
    widgetUrl: 'https://global-stg.transak.com',
  },
} as const

export type TransakEnvironment = keyof typeof TRANSAK_ENVIRONMENTS

/** How long each Transak request may take. */
export const TRANSAK_TIMEOUT_MS = 10_000
/** An access token is renewed this long before Transak's expiresAt. */
export const TRANSAK_TOKEN_RENEW_MARGIN_MS = 5 * 60_000

/** Transak's defaultPaymentMethod values for Portico's ids. */
export const TRANSAK_PAYMENT_METHODS = {
  card: 'credit_debit_card',
  sepa: 'sepa_bank_transfer',
} as const

/**
 * What Portico offers through Transak: the network names are Transak's. Transak publishes its
 * limits per country and method through its API, so the options carry Portico's built-in
 * defaults (spec §8: card 10.00–7500.00) and the widget applies the buyer's own.
 */
export const TRANSAK_COVERAGE: ProductionCoverage = {
  provider: 'Transak',
  pairs: [
    ['USDC', 'ethereum'],
    ['USDC', 'polygon'],
    ['USDC', 'solana'],
    ['ETH', 'ethereum'],
    ['SOL', 'solana'],
  ],
  payment: {
    USD: { card: { min: '10.00', max: '7500.00' } },
    EUR: { card: { min: '10.00', max: '7500.00' }, sepa: { min: '10.00', max: '25000.00' } },
  },
}

/** Transak's settings (from PORTICO_ONRAMP_TRANSAK_*). */
export type TransakConfig = {
  apiKey: string
  /** The API secret: only ever sent to the Refresh Access Token API. Never logged. */
  apiSecret: string
  /** The partner's domain, as whitelisted at Transak (mandatory widget parameter). */
  referrerDomain: string
  /** @default 'PRODUCTION' */
  environment?: TransakEnvironment | undefined
  /** Override the environment's hosts (tests). */
  apiUrl?: string | undefined
  gatewayUrl?: string | undefined
  fetch?: typeof fetch | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** The `widgetParams` of the Create Widget URL API. */
export type TransakWidgetParams = Record<string, string | number | boolean>

/**
 * The widget parameters for a purchase (pure). One network: `network` and `walletAddress`;
 * several and none chosen: `walletAddressesData` with each network's address. The address form
 * is locked so the tokens go where the dApp asked.
 */
export function transakWidgetParams(
  config: Pick<TransakConfig, 'apiKey' | 'referrerDomain'>,
  purchase: ProductionPurchase,
): TransakWidgetParams {
  const params: TransakWidgetParams = {
    apiKey: config.apiKey,
    referrerDomain: config.referrerDomain,
    productsAvailed: 'BUY',
  }
  if (purchase.asset) params.cryptoCurrencyCode = purchase.asset
  if (purchase.network && purchase.address) {
    params.network = purchase.network
    params.walletAddress = purchase.address
  } else {
    const networks: Record<string, { address: string }> = {}
    for (const wallet of purchase.wallets)
      for (const network of wallet.networks) networks[network] = { address: wallet.address }
    params.walletAddressesData = JSON.stringify({ networks })
  }
  params.disableWalletAddressForm = true
  params.fiatCurrency = purchase.fiatCurrency
  if (purchase.fiatAmount !== undefined) params.fiatAmount = Number(purchase.fiatAmount)
  if (purchase.cryptoAmount !== undefined) params.cryptoAmount = Number(purchase.cryptoAmount)
  params.defaultPaymentMethod =
    TRANSAK_PAYMENT_METHODS[purchase.paymentMethod as keyof typeof TRANSAK_PAYMENT_METHODS]
  if (purchase.redirectUrl !== undefined) params.redirectURL = purchase.redirectUrl
  params.partnerCustomerId = purchase.partnerUserId
  return params
}

function providerError(message: string): ApiError {
  return new ApiError('ONRAMP_PROVIDER_ERROR', { message })
}

async function postJson(
  config: TransakConfig,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  what: string,
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TRANSAK_TIMEOUT_MS),
    })
    return {
      status: response.status,
      body: response.ok ? await response.json() : undefined,
    }
  } catch {
    throw providerError(`Transak could not be reached (${what})`)
  }
}

/** The Transak provider: a kept partner access token, then a widget URL per purchase. */
export function createTransakProvider(config: TransakConfig): OnrampProvider {
  const environment = TRANSAK_ENVIRONMENTS[config.environment ?? 'PRODUCTION']
  const apiUrl = (config.apiUrl ?? environment.apiUrl).replace(/\/$/, '')
  const gatewayUrl = (config.gatewayUrl ?? environment.gatewayUrl).replace(/\/$/, '')
  const now = config.now ?? Date.now
  let token: { value: string; renewAtMs: number } | undefined
  let refreshing: Promise<string> | undefined

  async function refreshAccessToken(): Promise<string> {
    const answer = await postJson(
      config,
      `${apiUrl}/partners/api/v2/refresh-token`,
      { 'api-secret': config.apiSecret },
      { apiKey: config.apiKey },
      'access token',
    )
    if (answer.status !== 200)
      throw providerError(`Transak answered the access token request with HTTP ${answer.status}`)
    const data = (answer.body as { data?: { accessToken?: unknown; expiresAt?: unknown } })?.data
    if (typeof data?.accessToken !== 'string' || data.accessToken.length === 0)
      throw providerError('Transak answered the access token request without a token')
    const expiresAtMs = typeof data.expiresAt === 'number' ? data.expiresAt * 1000 : now()
    token = { value: data.accessToken, renewAtMs: expiresAtMs - TRANSAK_TOKEN_RENEW_MARGIN_MS }
    return data.accessToken
  }

  /** The kept token, or one refresh shared by every caller (a second refresh would revoke it). */
  function accessToken(): Promise<string> {
    if (token && now() < token.renewAtMs) return Promise.resolve(token.value)
    refreshing ??= refreshAccessToken().finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  async function createWidgetUrl(widgetParams: TransakWidgetParams): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const used = await accessToken()
      const answer = await postJson(
        config,
        `${gatewayUrl}/api/v2/auth/session`,
        { 'access-token': used },
        { widgetParams },
        'widget URL',
      )
      // A token revoked or expired early: renew once and ask again.
      if (answer.status === 401 && attempt === 0) {
        if (token?.value === used) token = undefined
        continue
      }
      if (answer.status !== 200)
        throw providerError(`Transak answered the widget URL request with HTTP ${answer.status}`)
      const widgetUrl = (answer.body as { data?: { widgetUrl?: unknown } })?.data?.widgetUrl
      let url: URL | undefined
      try {
        url = typeof widgetUrl === 'string' ? new URL(widgetUrl) : undefined
      } catch {}
      if (!url || url.origin !== environment.widgetUrl || !url.searchParams.get('sessionId'))
        throw providerError('Transak answered the widget URL request without a widget URL')
      return widgetUrl as string
    }
  }

  return {
    id: 'transak',
    name: 'Transak',
    async options() {
      return productionOptions(TRANSAK_COVERAGE)
    },
    async buildUrl(request: OnrampUrlRequest) {
      const purchase = resolveProductionPurchase(request, TRANSAK_COVERAGE)
      return createWidgetUrl(transakWidgetParams(config, purchase))
    },
  }
}
