/**
 * Coinbase Onramp (https://docs.cdp.coinbase.com/onramp): the hosted checkout
 * `https://pay.coinbase.com/buy/select-asset`, opened with a single-use session token. Coinbase
 * requires secure initialisation: the wallets (address and networks) and the allowed assets go
 * to its Session Token API (`POST https://api.developer.coinbase.com/onramp/v1/token`, a CDP JWT
 * as bearer, cdpJwt.ts) and only the token (valid 5 minutes, once) goes in the URL, with the
 * documented URL parameters: defaultNetwork, defaultAsset, presetFiatAmount (USD, CAD, GBP, EUR
 * only) or presetCryptoAmount, fiatCurrency, defaultExperience, defaultPaymentMethod,
 * partnerUserId (< 50 characters) and redirectUrl.
 */
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { ApiError } from '../../server/errors.js'
import type { OnrampProvider, OnrampUrlRequest } from '../OnrampProvider.js'
import { type CdpSigningKey, createCdpJwt, parseCdpSigningKey } from './cdpJwt.js'
import {
  encodeQuery,
  type ProductionCoverage,
  type ProductionPurchase,
  productionOptions,
  refuse,
  resolveProductionPurchase,
} from './productionPurchase.js'

/** The hosted checkout. */
export const COINBASE_PAY_URL = 'https://pay.coinbase.com'
/** The Onramp API (session tokens). */
export const COINBASE_ONRAMP_API_URL = 'https://api.developer.coinbase.com'
/** The Session Token API's path under the API's base URL. */
export const COINBASE_SESSION_TOKEN_PATH = '/onramp/v1/token'
/** How long the session token request may take. */
export const COINBASE_TIMEOUT_MS = 10_000
/** Coinbase: partnerUserId "must be less than 50 chars". */
export const COINBASE_PARTNER_USER_ID_MAX_LENGTH = 49

/** Coinbase's defaultPaymentMethod values for Portico's ids. */
export const COINBASE_PAYMENT_METHODS = { card: 'CARD', ach: 'ACH_BANK_ACCOUNT' } as const

/** Fiat currencies presetFiatAmount works with (Coinbase's URL parameter table). */
export const COINBASE_PRESET_FIAT_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const

/**
 * What Portico offers through Coinbase: the network names are Coinbase's ('ethereum',
 * 'polygon', 'solana'). Limits: guest checkout's documented minimum of 5 and 500 a week; a
 * buyer signed in to Coinbase gets the account's own limits in the checkout.
 */
export const COINBASE_COVERAGE: ProductionCoverage = {
  provider: 'Coinbase',
  pairs: [
    ['USDC', 'ethereum'],
    ['USDC', 'polygon'],
    ['USDC', 'solana'],
    ['ETH', 'ethereum'],
    ['SOL', 'solana'],
  ],
  payment: {
    USD: { card: { min: '5.00', max: '500.00' } },
    EUR: { card: { min: '5.00', max: '500.00' } },
  },
}

/** Coinbase's settings (from PORTICO_ONRAMP_COINBASE_*). */
export type CoinbaseConfig = {
  /** The CDP secret API key's name (id). */
  keyName: string
  /** The CDP secret API key: PEM (ECDSA) or base64 (Ed25519). Never logged. */
  privateKey: string
  /** @default COINBASE_ONRAMP_API_URL */
  apiUrl?: string | undefined
  /** @default COINBASE_PAY_URL */
  payUrl?: string | undefined
  fetch?: typeof fetch | undefined
}

/** An OnrampUrlRequest; its `clientIp` (the buyer's IP, set by the route) is the Session Token API's clientIp. */
export type CoinbaseUrlRequest = OnrampUrlRequest

/** The Session Token API's body (Coinbase's CreateOnrampTokenRequest). */
export type CoinbaseSessionTokenRequest = {
  addresses: { address: string; blockchains: string[] }[]
  assets?: string[] | undefined
  clientIp?: string | undefined
}

/** The partnerUserId Coinbase accepts: as given when short enough, else a stable digest. */
export function coinbasePartnerUserId(partnerUserId: string): string {
  if (partnerUserId.length <= COINBASE_PARTNER_USER_ID_MAX_LENGTH) return partnerUserId
  return `sha256-${createHash('sha256').update(partnerUserId).digest('hex').slice(0, 40)}`
}

/**
 * The Session Token API's body for a purchase: each wallet with its networks; `assets` only when
 * every wallet restricts its tokens (Coinbase applies the filter to all addresses).
 */
export function coinbaseSessionTokenRequest(
  purchase: ProductionPurchase,
  clientIp?: string,
): CoinbaseSessionTokenRequest {
  const body: CoinbaseSessionTokenRequest = {
    addresses: purchase.wallets.map((w) => ({ address: w.address, blockchains: [...w.networks] })),
  }
  if (purchase.wallets.every((w) => w.assets))
    body.assets = [...new Set(purchase.wallets.flatMap((w) => w.assets ?? []))]
  if (clientIp !== undefined) body.clientIp = clientIp
  return body
}

/**
 * The checkout URL for a session token and a purchase (pure: the parameters in Coinbase's table
 * order). presetFiatAmount is refused for a currency Coinbase does not preset.
 */
export function buildCoinbaseUrl(
  sessionToken: string,
  purchase: ProductionPurchase,
  payUrl: string = COINBASE_PAY_URL,
): string {
  const params: [string, string][] = [['sessionToken', sessionToken]]
  if (purchase.network) params.push(['defaultNetwork', purchase.network])
  if (purchase.asset) params.push(['defaultAsset', purchase.asset])
  if (purchase.fiatAmount !== undefined) {
    if (!(COINBASE_PRESET_FIAT_CURRENCIES as readonly string[]).includes(purchase.fiatCurrency))
      throw refuse('presetFiatAmount', `Coinbase presets fiat amounts only in USD, CAD, GBP or EUR`)
    params.push(['presetFiatAmount', purchase.fiatAmount])
  }
  if (purchase.cryptoAmount !== undefined)
    params.push(['presetCryptoAmount', purchase.cryptoAmount])
  params.push(['fiatCurrency', purchase.fiatCurrency])
  params.push(['defaultExperience', 'buy'])
  params.push([
    'defaultPaymentMethod',
    COINBASE_PAYMENT_METHODS[purchase.paymentMethod as keyof typeof COINBASE_PAYMENT_METHODS],
  ])
  params.push(['partnerUserId', coinbasePartnerUserId(purchase.partnerUserId)])
  if (purchase.redirectUrl !== undefined) params.push(['redirectUrl', purchase.redirectUrl])
  return `${payUrl}/buy/select-asset?${encodeQuery(params)}`
}

/**
 * Asks Coinbase's Session Token API for a single-use token, authenticated by a fresh CDP JWT for
 * exactly this request. Failures are ONRAMP_PROVIDER_ERRORs naming the HTTP status only.
 */
export async function requestCoinbaseSessionToken(
  config: CoinbaseConfig & { signingKey?: CdpSigningKey | undefined },
  body: CoinbaseSessionTokenRequest,
): Promise<string> {
  const url = new URL(
    `${(config.apiUrl ?? COINBASE_ONRAMP_API_URL).replace(/\/$/, '')}${COINBASE_SESSION_TOKEN_PATH}`,
  )
  const jwt = createCdpJwt({
    keyName: config.keyName,
    signingKey: config.signingKey ?? parseCdpSigningKey(config.privateKey),
    method: 'POST',
    host: url.host,
    path: url.pathname,
  })
  let answer: unknown
  try {
    const response = await (config.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${jwt}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COINBASE_TIMEOUT_MS),
    })
    if (!response.ok)
      throw new ApiError('ONRAMP_PROVIDER_ERROR', {
        message: `Coinbase answered the session token request with HTTP ${response.status}`,
      })
    answer = await response.json()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('ONRAMP_PROVIDER_ERROR', { message: 'Coinbase could not be reached' })
  }
  const token = (answer as { token?: unknown } | null)?.token
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096)
    throw new ApiError('ONRAMP_PROVIDER_ERROR', {
      message: 'Coinbase answered the session token request without a token',
    })
  return token
}

/** The Coinbase Onramp provider: a session token per purchase, then the checkout URL. */
export function createCoinbaseProvider(config: CoinbaseConfig): OnrampProvider {
  const signingKey = parseCdpSigningKey(config.privateKey)
  return {
    id: 'coinbase',
    name: 'Coinbase',
    async options() {
      return productionOptions(COINBASE_COVERAGE)
    },
    async buildUrl(request: CoinbaseUrlRequest) {
      const purchase = resolveProductionPurchase(request, COINBASE_COVERAGE)
      if (request.clientIp !== undefined && isIP(request.clientIp) === 0)
        throw refuse('clientIp', 'The client IP is an IPv4 or IPv6 address')
      // Checked before the token is asked for: a refused URL costs no session.
      buildCoinbaseUrl('-', purchase, config.payUrl)
      const token = await requestCoinbaseSessionToken(
        { ...config, signingKey },
        coinbaseSessionTokenRequest(purchase, request.clientIp),
      )
      return buildCoinbaseUrl(token, purchase, config.payUrl)
    },
  }
}
