// fetchOnrampOptions where the real API cannot give the case (no API, an HTTP error, a wrong
// shape): a stand-in HTTP server. The real API's options are read in openOnramp.test.ts.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { jsonAnswer, type TestAnswer, testInstance, testNetwork } from '../../testing/index.js'
import { ONRAMP_DEFAULT_OPTIONS } from './defaults.js'
import { startOnrampStandInApi } from './onramp.testApi.js'

const API_OPTIONS = {
  providers: ['sandbox', 'coinbase'],
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '500.00' }] },
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '15.00', max: '1000.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        {
          name: 'devnet-a',
          display_name: 'Devnet A',
          chain_id: 31337,
          contract_address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        },
      ],
    },
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'devnet-a',
          display_name: 'Devnet A',
          chain_id: '31337',
          contract_address: '0x0000000000000000000000000000000000000abc',
        },
      ],
    },
  ],
}

let answer: () => TestAnswer = () => jsonAnswer(200, API_OPTIONS)
const api = await startOnrampStandInApi((request) =>
  request.path === '/v1/onramp/options' ? answer() : undefined,
)
afterAll(() => api.close())
beforeEach(() => {
  answer = () => jsonAnswer(200, API_OPTIONS)
})

const FALLBACK = 'spec §8: on-ramp options fall back to built-in defaults'
const mainnet = [testNetwork(1), testNetwork(137), testNetwork(31337)] as const

describe('fetchOnrampOptions', () => {
  it.each([
    ['no Portico API is configured', undefined],
    ['the API answers HTTP 500', () => jsonAnswer(500, { error: { code: 'INTERNAL' } })],
    [
      'the API answers another shape',
      () => jsonAnswer(200, { providers: ['x'], paymentCurrencies: {} }),
    ],
    [
      'a limit is not a decimal',
      () =>
        jsonAnswer(200, {
          ...API_OPTIONS,
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: [{ id: 'card', min: 'ten', max: '1' }] },
          ],
        }),
    ],
    ['the API answers no JSON', () => ({ status: 200, body: '<html>' })],
  ])(
    `${FALLBACK}: %s → the defaults, defaultOptions true, USD and USDC on chain 1`,
    async (_case, reply) => {
      if (reply) answer = reply
      const portico = testInstance({ networks: mainnet, apiUrl: reply ? api.apiUrl : undefined })
      await portico.onramp.fetchOptions()
      const state = portico.stores.onramp.getState()
      expect(state).toMatchObject({
        providers: [],
        paymentCurrencies: ONRAMP_DEFAULT_OPTIONS.paymentCurrencies,
        purchaseCurrencies: ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies,
        defaultOptions: true,
        optionsLoading: false,
        error: undefined,
      })
      expect(state.paymentCurrency?.id).toBe('USD')
      expect(state.purchaseCurrency?.symbol).toBe('USDC')
    },
  )

  it('the API options as answered (chain ids as numbers read as text); USD picked though listed second, USDC though listed second; projectId/st/sv sent', async () => {
    const portico = testInstance({ networks: [testNetwork(31337)], apiUrl: api.apiUrl })
    await portico.onramp.fetchOptions()
    const state = portico.stores.onramp.getState()
    expect(state.defaultOptions).toBe(false)
    expect(state.providers).toEqual(['sandbox', 'coinbase'])
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.purchaseCurrency?.id).toBe('usdc')
    expect(state.purchaseCurrencies[0]?.networks[0]?.chain_id).toBe('31337')
    const request = api.requests.at(-1)
    expect(request?.method).toBe('GET')
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: 'js-0.1.0',
    })
  })

  it.each([
    ['numbers', [1, 2]],
    ['a mix', ['sandbox', 3]],
    ['an object', { sandbox: true }],
    ['a string', 'sandbox'],
    ['absent', undefined],
  ])(
    'spec §5: On-ramp provider list must be an array of strings, else empty — %s → [] and the rest of the options kept',
    async (_case, providers) => {
      answer = () => jsonAnswer(200, { ...API_OPTIONS, providers })
      const portico = testInstance({ networks: [testNetwork(31337)], apiUrl: api.apiUrl })
      await portico.onramp.fetchOptions()
      const state = portico.stores.onramp.getState()
      expect(state.providers).toEqual([])
      expect(state.defaultOptions).toBe(false)
      expect(state.purchaseCurrency?.symbol).toBe('USDC')
    },
  )

  it.each([
    ['the devnet chain (the defaults offer USDC on 1 and 137 only)', testNetwork(31337)],
    [
      'a bip122 network (spec §9: on-ramp on EVM and Solana only)',
      testNetwork('000000000019d6689c085ae165831e93', 'bip122'),
    ],
  ])(
    "spec §9: nothing to buy on %s → no purchase currency, 'Network not supported'",
    async (_case, network) => {
      const portico = testInstance({ networks: [network] })
      await portico.onramp.fetchOptions()
      const state = portico.stores.onramp.getState()
      expect(state.purchaseCurrency).toBeUndefined()
      expect(state.paymentCurrency?.id).toBe('USD')
      expect(state.error?.shortMessage).toBe('Network not supported')
    },
  )

  it('picks still offered stay (EUR, ETH, the provider); optionsLoading while the request runs', async () => {
    const portico = testInstance({ networks: [testNetwork(31337)], apiUrl: api.apiUrl })
    await portico.onramp.fetchOptions()
    await portico.onramp.setPaymentCurrency({ currency: 'EUR' })
    await portico.onramp.setPurchaseCurrency({ currency: 'eth' })
    await portico.onramp.selectProvider({ provider: 'coinbase' })
    const loading = portico.onramp.fetchOptions()
    expect(portico.stores.onramp.getState().optionsLoading).toBe(true)
    await loading
    const state = portico.stores.onramp.getState()
    expect(state.optionsLoading).toBe(false)
    expect([state.paymentCurrency?.id, state.purchaseCurrency?.id, state.selectedProvider]).toEqual(
      ['EUR', 'eth', 'coinbase'],
    )
    // A provider no longer offered is dropped.
    answer = () => jsonAnswer(200, { ...API_OPTIONS, providers: ['sandbox'] })
    await portico.onramp.fetchOptions()
    expect(portico.stores.onramp.getState().selectedProvider).toBeUndefined()
  })
})
