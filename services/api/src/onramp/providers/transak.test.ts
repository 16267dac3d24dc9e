import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../server/errors.js'
import type { OnrampUrlRequest } from '../OnrampProvider.js'
import { resolveProductionPurchase } from './productionPurchase.js'
import {
  type RecordedProviderServer,
  startRecordedProviderServer,
} from './recordedProviderServer.js'
import {
  createTransakProvider,
  TRANSAK_COVERAGE,
  TRANSAK_TOKEN_RENEW_MARGIN_MS,
  type TransakConfig,
  transakWidgetParams,
} from './transak.js'

const EVM = '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const API_KEY = '4fcd6904-706b-4aff-bd9d-77422813bbb7'
const API_SECRET = 'transak-secret-Zx9-do-not-leak'
const NOW_MS = 1_770_373_134_000

function request(overrides: Partial<OnrampUrlRequest>): OnrampUrlRequest {
  return {
    destinationWallets: [{ address: EVM, blockchains: ['eip155:137'], assets: ['USDC'] }],
    partnerUserId: `eip155:137:${EVM}`,
    defaultExperience: 'buy',
    projectId: 'portico-demo',
    apiBaseUrl: 'http://127.0.0.1:4000',
    ...overrides,
  }
}

describe('transakWidgetParams: the documented widget parameters for a purchase', () => {
  const config = { apiKey: API_KEY, referrerDomain: 'dapp.example' }
  it.each<[string, Partial<OnrampUrlRequest>, Record<string, unknown>]>([
    [
      'one wallet and token: network, walletAddress (form locked), fiat amount, card, partnerCustomerId, redirectURL',
      { presetFiatAmount: '75.50', redirectUrl: 'https://dapp.example/back' },
      {
        apiKey: API_KEY,
        referrerDomain: 'dapp.example',
        productsAvailed: 'BUY',
        cryptoCurrencyCode: 'USDC',
        network: 'polygon',
        walletAddress: EVM,
        disableWalletAddressForm: true,
        fiatCurrency: 'USD',
        fiatAmount: 75.5,
        defaultPaymentMethod: 'credit_debit_card',
        redirectURL: 'https://dapp.example/back',
        partnerCustomerId: `eip155:137:${EVM}`,
      },
    ],
    [
      'SOL with a crypto amount, EUR by SEPA',
      {
        destinationWallets: [{ address: SOLANA, blockchains: ['solana'] }],
        defaultAsset: 'SOL',
        presetCryptoAmount: '2',
        paymentCurrency: 'EUR',
        paymentMethod: 'sepa',
      },
      {
        apiKey: API_KEY,
        referrerDomain: 'dapp.example',
        productsAvailed: 'BUY',
        cryptoCurrencyCode: 'SOL',
        network: 'solana',
        walletAddress: SOLANA,
        disableWalletAddressForm: true,
        fiatCurrency: 'EUR',
        cryptoAmount: 2,
        defaultPaymentMethod: 'sepa_bank_transfer',
        partnerCustomerId: `eip155:137:${EVM}`,
      },
    ],
    [
      'several networks and none chosen: walletAddressesData with each network address',
      {
        destinationWallets: [
          { address: EVM, blockchains: ['1', '137'] },
          { address: SOLANA, blockchains: ['solana'] },
        ],
      },
      {
        apiKey: API_KEY,
        referrerDomain: 'dapp.example',
        productsAvailed: 'BUY',
        walletAddressesData: JSON.stringify({
          networks: {
            ethereum: { address: EVM },
            polygon: { address: EVM },
            solana: { address: SOLANA },
          },
        }),
        disableWalletAddressForm: true,
        fiatCurrency: 'USD',
        defaultPaymentMethod: 'credit_debit_card',
        partnerCustomerId: `eip155:137:${EVM}`,
      },
    ],
  ])('%s', (_, overrides, expected) => {
    const params = transakWidgetParams(
      config,
      resolveProductionPurchase(request(overrides), TRANSAK_COVERAGE),
    )
    expect(params).toEqual(expected)
    expect(Object.keys(params)).toEqual(Object.keys(expected))
  })

  it.each<[string, Partial<OnrampUrlRequest>, string]>([
    ['ACH (not offered here)', { paymentMethod: 'ach' }, 'paymentMethod'],
    ['SEPA in USD', { paymentMethod: 'sepa' }, 'paymentMethod'],
    [
      'an EVM address on Solana',
      { destinationWallets: [{ address: EVM, blockchains: ['solana'] }] },
      'destinationWallets[0].address',
    ],
    ['an experience other than buy', { defaultExperience: 'send' as 'buy' }, 'defaultExperience'],
  ])('refuses %s', (_, overrides, field) => {
    let caught: unknown
    try {
      resolveProductionPurchase(request(overrides), TRANSAK_COVERAGE)
    } catch (error) {
      caught = error
    }
    expect((caught as ApiError).code).toBe('VALIDATION_ERROR')
    expect((caught as ApiError).details).toEqual({ field })
  })
})

describe('Transak provider against recorded Refresh Access Token and Create Widget URL APIs', () => {
  let server: RecordedProviderServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  /** Transak's documented answers (refresh-token: 7 days; auth/session: a single-use widgetUrl). */
  const token = (accessToken: string, expiresAtS = NOW_MS / 1000 + 7 * 86_400) => ({
    status: 200,
    body: { data: { accessToken, expiresAt: expiresAtS } },
  })
  const widget = (sessionId: string) => ({
    status: 200,
    body: {
      data: {
        widgetUrl: `https://global-stg.transak.com?apiKey=${API_KEY}&sessionId=${sessionId}`,
      },
    },
  })

  function provider(overrides: Partial<TransakConfig> = {}) {
    const clock = { now: NOW_MS }
    const created = createTransakProvider({
      apiKey: API_KEY,
      apiSecret: API_SECRET,
      referrerDomain: 'dapp.example',
      environment: 'STAGING',
      apiUrl: server?.url,
      gatewayUrl: server?.url,
      now: () => clock.now,
      ...overrides,
    })
    return { provider: created, clock }
  }

  it('asks for an access token (api-secret) then a widget URL (access-token, widgetParams) and answers the widget URL', async () => {
    server = await startRecordedProviderServer({
      'POST /partners/api/v2/refresh-token': token('eyJ.access.1'),
      'POST /api/v2/auth/session': widget('s-1'),
    })
    const { provider: transak } = provider()
    const url = await transak.buildUrl(request({ presetFiatAmount: '30' }))
    expect(url).toBe(`https://global-stg.transak.com?apiKey=${API_KEY}&sessionId=s-1`)
    const [refresh, session] = server.requests
    expect(`${refresh?.method} ${refresh?.url}`).toBe('POST /partners/api/v2/refresh-token')
    expect(refresh?.headers['api-secret']).toBe(API_SECRET)
    expect(JSON.parse(refresh?.body ?? '')).toEqual({ apiKey: API_KEY })
    expect(`${session?.method} ${session?.url}`).toBe('POST /api/v2/auth/session')
    expect(session?.headers['access-token']).toBe('eyJ.access.1')
    expect(session?.headers['api-secret']).toBeUndefined()
    expect(JSON.parse(session?.body ?? '')).toEqual({
      widgetParams: {
        apiKey: API_KEY,
        referrerDomain: 'dapp.example',
        productsAvailed: 'BUY',
        cryptoCurrencyCode: 'USDC',
        network: 'polygon',
        walletAddress: EVM,
        disableWalletAddressForm: true,
        fiatCurrency: 'USD',
        fiatAmount: 30,
        defaultPaymentMethod: 'credit_debit_card',
        partnerCustomerId: `eip155:137:${EVM}`,
      },
    })
    expect(session?.body).not.toContain(API_SECRET)
  })

  it('keeps the token (a new one revokes the old): one refresh for many URLs, concurrent ones included; renewed near expiry', async () => {
    server = await startRecordedProviderServer({
      'POST /partners/api/v2/refresh-token': [token('eyJ.access.1'), token('eyJ.access.2')],
      'POST /api/v2/auth/session': [widget('s-1'), widget('s-2'), widget('s-3'), widget('s-4')],
    })
    const { provider: transak, clock } = provider()
    await Promise.all([
      transak.buildUrl(request({})),
      transak.buildUrl(request({})),
      transak.buildUrl(request({})),
    ])
    const refreshes = () => server?.requests.filter((r) => r.url.includes('refresh-token')).length
    expect(refreshes()).toBe(1)
    clock.now = NOW_MS + 7 * 86_400_000 - TRANSAK_TOKEN_RENEW_MARGIN_MS + 1
    await transak.buildUrl(request({}))
    expect(refreshes()).toBe(2)
    expect(server.requests.at(-1)?.headers['access-token']).toBe('eyJ.access.2')
  })

  it('a token refused by the widget URL API (401) is renewed once and the request retried', async () => {
    server = await startRecordedProviderServer({
      'POST /partners/api/v2/refresh-token': [token('eyJ.revoked'), token('eyJ.fresh')],
      'POST /api/v2/auth/session': [
        { status: 401, body: { error: 'Unauthorized' } },
        widget('s-9'),
      ],
    })
    const { provider: transak } = provider()
    expect(await transak.buildUrl(request({}))).toContain('sessionId=s-9')
    expect(server.requests.map((r) => r.headers['access-token'] ?? 'refresh')).toEqual([
      'refresh',
      'eyJ.revoked',
      'refresh',
      'eyJ.fresh',
    ])
  })

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a refused secret (HTTP 401 on refresh-token)',
      { 'POST /partners/api/v2/refresh-token': { status: 401, body: {} } },
      'Transak answered the access token request with HTTP 401',
    ],
    [
      'a refresh answer without a token',
      { 'POST /partners/api/v2/refresh-token': { status: 200, body: { data: {} } } },
      'Transak answered the access token request without a token',
    ],
    [
      'a widget URL request failing twice with 401',
      {
        'POST /partners/api/v2/refresh-token': token('a'),
        'POST /api/v2/auth/session': { status: 401, body: {} },
      },
      'Transak answered the widget URL request with HTTP 401',
    ],
    [
      'a widget URL on another origin',
      {
        'POST /partners/api/v2/refresh-token': token('a'),
        'POST /api/v2/auth/session': {
          status: 200,
          body: { data: { widgetUrl: 'https://evil.example?sessionId=1' } },
        },
      },
      'Transak answered the widget URL request without a widget URL',
    ],
    [
      'a widget URL without a session',
      {
        'POST /partners/api/v2/refresh-token': token('a'),
        'POST /api/v2/auth/session': {
          status: 200,
          body: { data: { widgetUrl: 'https://global-stg.transak.com?apiKey=x' } },
        },
      },
      'Transak answered the widget URL request without a widget URL',
    ],
  ])('%s is an ONRAMP_PROVIDER_ERROR without the secret', async (_, routes, message) => {
    server = await startRecordedProviderServer(routes as never)
    const { provider: transak } = provider()
    const error = await transak.buildUrl(request({})).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('ONRAMP_PROVIDER_ERROR')
    expect((error as ApiError).message).toBe(message)
    expect(JSON.stringify((error as ApiError).toBody())).not.toContain(API_SECRET)
  })

  it('an unreachable Transak is an ONRAMP_PROVIDER_ERROR', async () => {
    server = await startRecordedProviderServer({})
    const url = server.url
    await server.close()
    server = undefined
    const { provider: transak } = provider({ apiUrl: url, gatewayUrl: url })
    const error = await transak.buildUrl(request({})).catch((e: unknown) => e)
    expect((error as ApiError).code).toBe('ONRAMP_PROVIDER_ERROR')
    expect((error as ApiError).message).toBe('Transak could not be reached (access token)')
  })
})
