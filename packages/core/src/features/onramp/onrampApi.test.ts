import { afterAll, describe, expect, it } from 'vitest'
import { jsonAnswer } from '../../testing/index.js'
import { startOnrampStandInApi } from './onramp.testApi.js'
import {
  createOnrampUrl,
  isHttpUrl,
  parseOnrampOptions,
  parseOnrampQuote,
  readOnrampOptions,
  readOnrampQuote,
  readTokenUsdPrice,
} from './onrampApi.js'

const USD = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const USDC = {
  id: 'usdc',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa' },
  ],
}
const OPTIONS = { providers: ['sandbox'], paymentCurrencies: [USD], purchaseCurrencies: [USDC] }
const amount = (value: string, currency = 'USD') => ({ amount: value, currency })
const QUOTE = {
  networkFee: amount('0.10'),
  paymentSubtotal: amount('97.90'),
  paymentTotal: amount('100.00'),
  purchaseAmount: amount('97.9', 'USDC'),
  quoteId: 'q1',
}

describe('parseOnrampOptions (spec §3 shapes; §5 providers; §8 unreadable → defaults)', () => {
  it('reads a well-formed answer as it is', () => {
    expect(parseOnrampOptions(OPTIONS)).toEqual(OPTIONS)
  })

  it.each([
    ['numbers', [1]],
    ['a non-string among strings', ['sandbox', null]],
    ['an object', {}],
    ['absent', undefined],
  ])(
    'spec §5: On-ramp provider list must be an array of strings, else empty — %s',
    (_c, providers) => {
      expect(parseOnrampOptions({ ...OPTIONS, providers })?.providers).toEqual([])
    },
  )

  it.each([
    ['not an object', 'options'],
    ['no paymentCurrencies', { ...OPTIONS, paymentCurrencies: undefined }],
    ['purchaseCurrencies an object', { ...OPTIONS, purchaseCurrencies: {} }],
    [
      'a limit without max',
      {
        ...OPTIONS,
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '1' }] }],
      },
    ],
    [
      'a negative limit',
      {
        ...OPTIONS,
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'card', min: '-1', max: '5' }] },
        ],
      },
    ],
    [
      'a network without name',
      { ...OPTIONS, purchaseCurrencies: [{ ...USDC, networks: [{ chain_id: '1' }] }] },
    ],
    ['a currency without symbol', { ...OPTIONS, purchaseCurrencies: [{ ...USDC, symbol: 5 }] }],
  ])('unreadable: %s', (_c, value) => {
    expect(parseOnrampOptions(value)).toBeUndefined()
  })

  it('chain ids and limits given as numbers are read as their text', () => {
    const parsed = parseOnrampOptions({
      ...OPTIONS,
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: 7500 }] },
      ],
      purchaseCurrencies: [{ ...USDC, networks: [{ ...USDC.networks[0], chain_id: 137 }] }],
    })
    expect(parsed?.paymentCurrencies[0]?.payment_method_limits[0]).toEqual({
      id: 'card',
      min: '10',
      max: '7500',
    })
    expect(parsed?.purchaseCurrencies[0]?.networks[0]?.chain_id).toBe('137')
  })
})

describe('parseOnrampQuote (spec §3 "Onramp quote")', () => {
  it('reads the quote, with the provider fee when given', () => {
    expect(parseOnrampQuote(QUOTE)).toEqual(QUOTE)
    const fee = amount('2.00')
    expect(parseOnrampQuote({ ...QUOTE, providerFee: fee })?.providerFee).toEqual(fee)
  })

  it.each([
    ['no quoteId', { ...QUOTE, quoteId: undefined }],
    ['an amount in words', { ...QUOTE, paymentTotal: amount('a hundred') }],
    ['no currency', { ...QUOTE, networkFee: { amount: '1' } }],
    ['no purchaseAmount', { ...QUOTE, purchaseAmount: undefined }],
  ])('another shape: %s', (_c, value) => {
    expect(parseOnrampQuote(value)).toBeUndefined()
  })
})

describe('isHttpUrl (only http(s) is opened in the popup)', () => {
  it.each([
    ['https://pay.example.com/x', true],
    ['http://127.0.0.1:4000/v1/onramp/sandbox/checkout/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example.com', false],
    ['/relative', false],
    ['', false],
    [42, false],
  ])('%j → %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected)
  })
})

describe('the client against a stand-in API (errors the real one gives rarely)', async () => {
  const api = await startOnrampStandInApi((request) => {
    if (request.path === '/v1/onramp/options') return jsonAnswer(503, { error: { code: 'X' } })
    if (request.path === '/v1/onramp/quote')
      return jsonAnswer(400, { error: { code: 'ONRAMP_PROVIDER_NOT_AVAILABLE', message: 'no' } })
    if (request.path === '/v1/generators/onrampurl') return jsonAnswer(502, {})
    if (request.path === '/v1/fungible/price')
      return jsonAnswer(200, { fungibles: [{ address: 'EIP155:1:0xAB', price: 2.5 }] })
    return undefined
  })
  afterAll(() => api.close())
  const base = { apiUrl: api.apiUrl, projectId: 'p1' }

  it("options: 'Unable to load on-ramp options'", async () => {
    await expect(readOnrampOptions(base)).rejects.toMatchObject({
      shortMessage: 'Unable to load on-ramp options',
    })
  })
  it("quote: the API's ONRAMP_PROVIDER_NOT_AVAILABLE → 'Provider not available'", async () => {
    const request = {
      provider: 'x',
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      amount: '10.00',
      network: 'ethereum',
    }
    await expect(readOnrampQuote({ ...base, request })).rejects.toMatchObject({
      shortMessage: 'Provider not available',
    })
  })
  it("url: a failure → 'Unable to open the on-ramp'", async () => {
    const request = {
      destinationWallets: [],
      defaultNetwork: 'ethereum',
      partnerUserId: 'u',
      defaultExperience: 'buy' as const,
    }
    await expect(createOnrampUrl({ ...base, request })).rejects.toMatchObject({
      shortMessage: 'Unable to open the on-ramp',
    })
  })
  it('price: matched by address whatever the case; none for an unknown token', async () => {
    expect(await readTokenUsdPrice({ ...base, address: 'eip155:1:0xab' })).toBe(2.5)
    expect(await readTokenUsdPrice({ ...base, address: 'eip155:1:0xcd' })).toBeUndefined()
  })
})
