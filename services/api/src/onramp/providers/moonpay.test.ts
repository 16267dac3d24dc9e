import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../server/errors.js'
import type { OnrampUrlRequest } from '../OnrampProvider.js'
import {
  buildMoonPayUrl,
  createMoonPayProvider,
  fetchMoonPayQuote,
  type MoonPayConfig,
  signMoonPayUrl,
} from './moonpay.js'
import {
  type RecordedProviderServer,
  startRecordedProviderServer,
} from './recordedProviderServer.js'

const EVM = '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SECRET = 'sk_live_portico_secret_value_0123'
const CONFIG: MoonPayConfig = { apiKey: 'pk_live_portico', secretKey: SECRET }
const SANDBOX: MoonPayConfig = {
  apiKey: 'pk_test_portico',
  secretKey: 'sk_test_portico_secret',
  sandbox: true,
}

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

/** Checks the signature the way MoonPay does, with node:crypto, apart from the code under test. */
function expectSignedBy(url: string, secretKey: string): string {
  const at = url.lastIndexOf('&signature=')
  expect(at).toBeGreaterThan(0)
  const unsigned = url.slice(0, at)
  const signature = url.slice(at + '&signature='.length)
  expect(signature).not.toContain('&') // the signature is the last parameter
  const search = unsigned.slice(unsigned.indexOf('?'))
  const expected = createHmac('sha256', secretKey).update(search).digest('base64')
  expect(decodeURIComponent(signature)).toBe(expected)
  expect(signature).toBe(encodeURIComponent(expected))
  return unsigned
}

describe('buildMoonPayUrl: the buy widget URL with every documented parameter, signed', () => {
  it.each<[string, MoonPayConfig, Partial<OnrampUrlRequest>, string]>([
    [
      'one wallet, one token (CAIP-2 network): currencyCode locks usdc_polygon, walletAddress pre-filled, fiat amount',
      CONFIG,
      {
        presetFiatAmount: '50.00',
        paymentCurrency: 'USD',
        redirectUrl: 'https://dapp.example/done?a=1&b=2',
      },
      `https://buy.moonpay.com?apiKey=pk_live_portico&currencyCode=usdc_polygon&walletAddress=${EVM}&baseCurrencyCode=usd&baseCurrencyAmount=50.00&paymentMethod=credit_debit_card&externalCustomerId=eip155%3A137%3A${EVM}&redirectURL=https%3A%2F%2Fdapp.example%2Fdone%3Fa%3D1%26b%3D2`,
    ],
    [
      'sandbox widget, SOL on Solana (network by name), a crypto amount, EUR by SEPA',
      SANDBOX,
      {
        destinationWallets: [{ address: SOLANA, blockchains: ['solana'] }],
        defaultAsset: 'sol',
        presetCryptoAmount: '1.5',
        paymentCurrency: 'EUR',
        paymentMethod: 'sepa',
        partnerUserId: 'user 1',
      },
      `https://buy-sandbox.moonpay.com?apiKey=pk_test_portico&currencyCode=sol&walletAddress=${SOLANA}&baseCurrencyCode=eur&quoteCurrencyAmount=1.5&paymentMethod=sepa_bank_transfer&externalCustomerId=user%201`,
    ],
    [
      "both amounts: the fiat one is kept (what the buyer typed); decimal chain id '1' with ETH, ACH in USD",
      CONFIG,
      {
        destinationWallets: [{ address: EVM, blockchains: ['1'], assets: ['ETH'] }],
        presetFiatAmount: '25',
        presetCryptoAmount: '0.01',
        paymentMethod: 'ach',
        partnerUserId: "o'brien(*)!",
      },
      `https://buy.moonpay.com?apiKey=pk_live_portico&currencyCode=eth&walletAddress=${EVM}&baseCurrencyCode=usd&baseCurrencyAmount=25&paymentMethod=ach_bank_transfer&externalCustomerId=o%27brien%28%2A%29%21`,
    ],
    [
      'wallets on several networks and no default network: walletAddresses maps each code, defaultCurrencyCode preselects USDC',
      CONFIG,
      {
        destinationWallets: [
          { address: EVM, blockchains: ['ethereum', 'polygon'] },
          { address: SOLANA, blockchains: ['solana'], assets: ['USDC'] },
        ],
        defaultAsset: 'USDC',
      },
      `https://buy.moonpay.com?apiKey=pk_live_portico&walletAddresses=${encodeURIComponent(
        JSON.stringify({ usdc: EVM, eth: EVM, usdc_polygon: EVM, usdc_sol: SOLANA }),
      )}&defaultCurrencyCode=usdc&baseCurrencyCode=usd&paymentMethod=credit_debit_card&externalCustomerId=eip155%3A137%3A${EVM}`,
    ],
  ])('%s', (_, config, overrides, expected) => {
    const url = buildMoonPayUrl(config, request(overrides))
    expect(expectSignedBy(url, config.secretKey)).toBe(expected)
    const parsed = new URL(url)
    // What the browser sends is what was signed: parsing keeps the query byte for byte.
    expect(parsed.search).toBe(url.slice(url.indexOf('?')))
    expect(url).not.toContain(config.secretKey)
  })

  it("signs MoonPay's documented example URL: HMAC-SHA256 of the query from its '?', base64, URL-encoded, appended last", () => {
    const example =
      'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    const signed = signMoonPayUrl(example, 'sk_test_key')
    expect(expectSignedBy(signed, 'sk_test_key')).toBe(example)
    // A different secret or a changed query gives another signature.
    expect(signMoonPayUrl(example, 'sk_test_other')).not.toBe(signed)
    expect(
      signMoonPayUrl(example.replace('eth', 'btc'), 'sk_test_key').split('signature=')[1],
    ).not.toBe(signed.split('signature=')[1])
  })

  it.each<[string, Partial<OnrampUrlRequest>, string]>([
    [
      'a network MoonPay is not offered on here (BNB Chain)',
      { destinationWallets: [{ address: EVM, blockchains: ['eip155:56'] }] },
      'destinationWallets[0].blockchains',
    ],
    [
      'a Solana address on an EVM network',
      { destinationWallets: [{ address: SOLANA, blockchains: ['ethereum'] }] },
      'destinationWallets[0].address',
    ],
    ['a token it does not sell', { defaultAsset: 'DAI' }, 'defaultAsset'],
    [
      'ETH on Polygon (not offered)',
      { destinationWallets: [{ address: EVM, blockchains: ['polygon'], assets: ['ETH'] }] },
      'destinationWallets[0].assets',
    ],
    ['a payment currency it does not take here', { paymentCurrency: 'GBP' }, 'paymentCurrency'],
    ['ACH in EUR', { paymentCurrency: 'EUR', paymentMethod: 'ach' }, 'paymentMethod'],
    [
      'a crypto amount with no single token',
      {
        destinationWallets: [{ address: EVM, blockchains: ['ethereum'] }],
        presetCryptoAmount: '1',
      },
      'presetCryptoAmount',
    ],
    ['a fiat amount with 3 decimals', { presetFiatAmount: '1.234' }, 'presetFiatAmount'],
    ['a zero amount', { presetFiatAmount: '0.00' }, 'presetFiatAmount'],
    ['a default network outside the wallets', { defaultNetwork: 'solana' }, 'defaultNetwork'],
    [
      'two wallets for one network',
      {
        destinationWallets: [
          { address: EVM, blockchains: ['polygon'] },
          { address: EVM, blockchains: ['eip155:137'] },
        ],
      },
      'destinationWallets[1]',
    ],
    ['a redirect that is not http(s)', { redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    ['no wallet', { destinationWallets: [] }, 'destinationWallets'],
  ])(
    'refuses %s with a VALIDATION_ERROR naming the field, without the secret',
    (_, overrides, field) => {
      let caught: unknown
      try {
        buildMoonPayUrl(CONFIG, request(overrides))
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(ApiError)
      expect((caught as ApiError).code).toBe('VALIDATION_ERROR')
      expect((caught as ApiError).details).toEqual({ field })
      expect(JSON.stringify((caught as ApiError).toBody())).not.toContain(SECRET)
      expect((caught as ApiError).message).toMatch(/\S/)
    },
  )
})

describe('MoonPay quote (GET /v3/currencies/{code}/buy_quote) against a recorded MoonPay server', () => {
  let server: RecordedProviderServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  /** MoonPay's documented buy_quote answer, with the figures of a 100 USD USDC-on-Polygon quote. */
  const RECORDED_BUY_QUOTE = {
    accountId: '717a8a80-5c17-46f9-84f8-a5253c372f51',
    baseCurrencyCode: 'usd',
    baseCurrencyAmount: 93.49,
    quoteCurrencyCode: 'usdc_polygon',
    quoteCurrencyAmount: 93.41,
    quoteCurrencyPrice: 1.0009,
    paymentMethod: 'credit_debit_card',
    feeAmount: 3.99,
    extraFeePercentage: 0,
    extraFeeAmount: 0,
    networkFeeAmount: 2.52,
    networkFeeAmountNonRefundable: false,
    totalAmount: 100,
    externalId: null,
    externalCustomerId: null,
    signature: 'really-long-string',
    expiresIn: 1800,
    expiresAt: '2024-02-23T00:58:26.577Z',
  }

  it('asks with the documented query and answers the spec §3 quote whose parts add up to the total', async () => {
    server = await startRecordedProviderServer({
      'GET /v3/currencies/usdc_polygon/buy_quote': { status: 200, body: RECORDED_BUY_QUOTE },
    })
    const provider = createMoonPayProvider({ ...CONFIG, apiUrl: server.url })
    const quote = await provider.quote?.({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'polygon',
    })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v3/currencies/usdc_polygon/buy_quote?apiKey=pk_live_portico&baseCurrencyCode=usd&baseCurrencyAmount=100.00&paymentMethod=credit_debit_card&areFeesIncluded=true',
    ])
    expect(JSON.stringify(server.requests)).not.toContain(SECRET)
    expect(quote).toEqual({
      networkFee: { amount: '2.52', currency: 'USD' },
      providerFee: { amount: '3.99', currency: 'USD' },
      paymentSubtotal: { amount: '93.49', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '93.41', currency: 'USDC' },
      quoteId: expect.stringMatching(/^moonpay-[0-9a-f-]{36}$/),
    })
  })

  it.each<[string, { status: number; body: unknown }, string]>([
    [
      'an HTTP error',
      { status: 401, body: { message: 'Invalid API key' } },
      'MoonPay answered the quote with HTTP 401',
    ],
    [
      'parts that do not add up to its total',
      { status: 200, body: { ...RECORDED_BUY_QUOTE, totalAmount: 101 } },
      'MoonPay answered an unexpected quote',
    ],
    [
      'no amount of tokens',
      { status: 200, body: { ...RECORDED_BUY_QUOTE, quoteCurrencyAmount: 'lots' } },
      'MoonPay answered an unexpected quote',
    ],
  ])(
    'an upstream answer with %s is an ONRAMP_PROVIDER_ERROR without the secret',
    async (_, answer, message) => {
      server = await startRecordedProviderServer({ 'GET /v3/currencies/eth/buy_quote': answer })
      const error = await fetchMoonPayQuote(
        { ...CONFIG, apiUrl: server.url },
        { purchaseCurrency: 'ETH', paymentCurrency: 'usd', amount: '100', network: 'eip155:1' },
      ).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).code).toBe('ONRAMP_PROVIDER_ERROR')
      expect((error as ApiError).message).toBe(message)
      expect(JSON.stringify((error as ApiError).toBody())).not.toContain(SECRET)
    },
  )

  it('refuses a token/network MoonPay does not sell before asking it', async () => {
    server = await startRecordedProviderServer({})
    const error = await fetchMoonPayQuote(
      { ...CONFIG, apiUrl: server.url },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'polygon' },
    ).catch((e: unknown) => e)
    expect((error as ApiError).code).toBe('VALIDATION_ERROR')
    expect(server.requests).toHaveLength(0)
  })

  it('options: the documented codes for the spec defaults (USD/EUR; USDC on 1 and 137, ETH on 1, SOL on Solana)', async () => {
    const options = await createMoonPayProvider(CONFIG).options()
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(
      options.purchaseCurrencies.map(
        (c) => `${c.symbol}:${c.networks.map((n) => n.chain_id).join(',')}`,
      ),
    ).toEqual([
      'USDC:1,137,5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'ETH:1',
      'SOL:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
  })
})
