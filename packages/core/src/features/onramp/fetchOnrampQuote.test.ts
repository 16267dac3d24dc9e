// Quoting where the real API cannot give the case (a failing quote for the estimate, a request held
// open to be superseded, a wrong shape): a stand-in HTTP server. Live quotes from the real API are
// in openOnramp.test.ts.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { jsonAnswer, type TestAnswer, testInstance, testNetwork } from '../../testing/index.js'
import { estimateOnrampQuote } from './estimateOnrampQuote.js'
import { type StandInRequest, startOnrampStandInApi } from './onramp.testApi.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const devnetA = (contract_address: string) => [
  { name: 'devnet-a', display_name: 'Devnet A', chain_id: '31337', contract_address },
]
const OPTIONS = {
  providers: ['sandbox', 'coinbase'],
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach', min: '10.00', max: '25000.00' },
      ],
    },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: devnetA('0x0000000000000000000000000000000000000abc'),
    },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: devnetA(NATIVE) },
  ],
}
const QUOTE = (amount: string) => ({
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '97.90', currency: 'USD' },
  paymentTotal: { amount, currency: 'USD' },
  purchaseAmount: { amount: '97.9', currency: 'USDC' },
  quoteId: `q-${amount}`,
  providerFee: { amount: '2.00', currency: 'USD' },
})

type Route = (request: StandInRequest) => TestAnswer | undefined | Promise<TestAnswer | undefined>
let quoteRoute: Route
let priceRoute: Route
const api = await startOnrampStandInApi((request) => {
  if (request.path === '/v1/onramp/options') return jsonAnswer(200, OPTIONS)
  if (request.path === '/v1/onramp/quote') return quoteRoute(request)
  if (request.path === '/v1/fungible/price') return priceRoute(request)
  return undefined
})
afterAll(() => api.close())
beforeEach(() => {
  quoteRoute = (r) => jsonAnswer(200, QUOTE((r.body as { amount: string }).amount))
  priceRoute = () => undefined
})

async function ready() {
  const portico = testInstance({ networks: [testNetwork(31337)], apiUrl: api.apiUrl })
  await portico.onramp.fetchOptions()
  return portico
}
const quoteRequests = () => api.requests.filter((r) => r.path === '/v1/onramp/quote')

describe('setOnrampAmount and the live quote', () => {
  it('POST /v1/onramp/quote with the first provider when none is selected, ids, the amount with 2 decimals and the network name; quotesLoading while it runs (spec §4 "quotes loading")', async () => {
    const portico = await ready()
    const before = quoteRequests().length
    const loading: boolean[] = []
    portico.stores.onramp.subscribe((s, previous) => {
      if (s.quotesLoading !== previous.quotesLoading) loading.push(s.quotesLoading)
    })
    const pending = portico.onramp.setAmount({ amount: '100.5' })
    expect(portico.stores.onramp.getState().paymentAmount).toBe('100.5') // at once, as typed
    await pending
    expect(loading).toEqual([true, false])
    expect(
      quoteRequests()
        .slice(before)
        .map((r) => r.body),
    ).toEqual([
      {
        provider: 'sandbox',
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '100.50',
        network: 'devnet-a',
      },
    ])
    expect(portico.stores.onramp.getState()).toMatchObject({
      quote: QUOTE('100.50'),
      quoteIsEstimate: false,
      quotesLoading: false,
      error: undefined,
    })
  })

  it('spec §4 "provider selected or none": the selected provider is asked; undefined goes back to none', async () => {
    const portico = await ready()
    await portico.onramp.setAmount({ amount: '50' })
    await portico.onramp.selectProvider({ provider: 'coinbase' })
    expect(portico.stores.onramp.getState().selectedProvider).toBe('coinbase')
    expect(quoteRequests().at(-1)?.body).toMatchObject({ provider: 'coinbase' })
    await portico.onramp.selectProvider({ provider: undefined })
    expect(portico.stores.onramp.getState().selectedProvider).toBeUndefined()
    await portico.onramp.selectProvider({ provider: 'moonpay' })
    expect(portico.stores.onramp.getState().error?.shortMessage).toBe('Provider not available')
  })

  it.each([
    ['10.001', 'Invalid amount'],
    ['abc', 'Invalid amount'],
    ['9.99', 'Enter an amount between 10.00 and 25000.00 USD'],
    ['25000.01', 'Enter an amount between 10.00 and 25000.00 USD'],
  ])(
    "spec §9 limits and at most 2 decimals: %j → '%s', no quote asked",
    async (amount, message) => {
      const portico = await ready()
      const before = quoteRequests().length
      await portico.onramp.setAmount({ amount })
      expect(portico.stores.onramp.getState()).toMatchObject({
        quote: undefined,
        quotesLoading: false,
      })
      expect(portico.stores.onramp.getState().error?.shortMessage).toBe(message)
      expect(quoteRequests().length).toBe(before)
    },
  )

  it("the payment currency's own limits apply (EUR card up to 7500.00)", async () => {
    const portico = await ready()
    await portico.onramp.setAmount({ amount: '8000' })
    expect(portico.stores.onramp.getState().error).toBeUndefined()
    await portico.onramp.setPaymentCurrency({ currency: 'EUR' })
    expect(portico.stores.onramp.getState().error?.shortMessage).toBe(
      'Enter an amount between 10.00 and 7500.00 EUR',
    )
  })

  it('an empty amount clears the quote and the error', async () => {
    const portico = await ready()
    await portico.onramp.setAmount({ amount: '9' })
    await portico.onramp.setAmount({ amount: '' })
    expect(portico.stores.onramp.getState()).toMatchObject({ quote: undefined, error: undefined })
  })

  it('a superseded quote request is aborted and its answer ignored', async () => {
    const portico = await ready()
    let releaseFirst: () => void = () => {}
    quoteRoute = (r) => {
      const amount = (r.body as { amount: string }).amount
      if (amount !== '20.00') return jsonAnswer(200, QUOTE(amount))
      return new Promise((resolve) => {
        releaseFirst = () => resolve(jsonAnswer(200, QUOTE(amount)))
      })
    }
    const first = portico.onramp.setAmount({ amount: '20' })
    while (!quoteRequests().some((r) => (r.body as { amount: string }).amount === '20.00'))
      await new Promise((resolve) => setTimeout(resolve, 5))
    const second = portico.onramp.setAmount({ amount: '30' })
    await Promise.all([first, second])
    releaseFirst()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const held = quoteRequests().find((r) => (r.body as { amount: string }).amount === '20.00')
    expect(held?.aborted).toBe(true)
    expect(portico.stores.onramp.getState().quote?.quoteId).toBe('q-30.00')
    expect(portico.stores.onramp.getState().quotesLoading).toBe(false)
  })
})

describe('spec §8: a failed quote falls back to a mocked quote (an estimate)', () => {
  it.each([
    ['HTTP 500', () => jsonAnswer(500, { error: { code: 'ONRAMP_PROVIDER_ERROR' } })],
    ['an answer of another shape', () => jsonAnswer(200, { quote: 'soon' })],
  ])(
    '%s → USDC at 1 USD, fee at the range upper bound (2 %%), quoteIsEstimate',
    async (_case, reply) => {
      quoteRoute = reply
      const portico = await ready()
      await portico.onramp.setAmount({ amount: '100' })
      const state = portico.stores.onramp.getState()
      expect(state.quoteIsEstimate).toBe(true)
      expect(state.error).toBeUndefined()
      expect(state.quote?.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
      expect(state.quote?.providerFee).toEqual({ amount: '2.00', currency: 'USD' })
      expect(state.quote?.purchaseAmount).toEqual({ amount: '98', currency: 'USDC' })
    },
  )

  it('ETH: priced by POST /v1/fungible/price (the native currency as 0xeeee…)', async () => {
    quoteRoute = () => jsonAnswer(502, { error: { code: 'ONRAMP_PROVIDER_ERROR' } })
    priceRoute = (r) =>
      jsonAnswer(200, {
        fungibles: (r.body as { addresses: string[] }).addresses.map((address) => ({
          address,
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: '',
          price: 2500.5,
        })),
      })
    const portico = await ready()
    await portico.onramp.setPurchaseCurrency({ currency: 'eth' })
    await portico.onramp.setAmount({ amount: '100' })
    const priceRequest = api.requests.filter((r) => r.path === '/v1/fungible/price').at(-1)
    expect(priceRequest?.body).toEqual({ currency: 'usd', addresses: [`eip155:31337:${NATIVE}`] })
    const state = portico.stores.onramp.getState()
    expect(state.quoteIsEstimate).toBe(true)
    expect(state.quote).toEqual(
      estimateOnrampQuote({
        amount: '100.00',
        paymentCurrency: 'USD',
        purchaseCurrency: 'ETH',
        price: 2500.5,
      }),
    )
    expect(state.quote?.purchaseAmount.amount).toBe('0.039192') // 98 / 2500.5 = 0.0391921…
  })

  it.each([
    ['ETH without a price', 'eth', 'USD'],
    ['a EUR payment (prices are in USD)', 'usdc', 'EUR'],
  ])("%s → no quote, 'Unable to get a quote'", async (_case, token, fiat) => {
    quoteRoute = () => jsonAnswer(500, {})
    const portico = await ready()
    await portico.onramp.setPurchaseCurrency({ currency: token })
    await portico.onramp.setPaymentCurrency({ currency: fiat })
    await portico.onramp.setAmount({ amount: '100' })
    const state = portico.stores.onramp.getState()
    expect(state.quote).toBeUndefined()
    expect(state.quoteIsEstimate).toBe(false)
    expect(state.error?.shortMessage).toBe('Unable to get a quote')
  })

  it("a provider the API does not offer (400 ONRAMP_PROVIDER_NOT_AVAILABLE) → 'Provider not available', no estimate", async () => {
    quoteRoute = () =>
      jsonAnswer(400, { error: { code: 'ONRAMP_PROVIDER_NOT_AVAILABLE', message: 'x' } })
    const portico = await ready()
    await portico.onramp.setAmount({ amount: '100' })
    const state = portico.stores.onramp.getState()
    expect(state.quote).toBeUndefined()
    expect(state.error?.shortMessage).toBe('Provider not available')
  })

  it('with the defaults and no API at all: the estimate on chain 1', async () => {
    const portico = testInstance({ networks: [testNetwork(1)] })
    await portico.onramp.fetchOptions()
    await portico.onramp.setAmount({ amount: '10' })
    const state = portico.stores.onramp.getState()
    expect(state.defaultOptions).toBe(true)
    expect(state.quoteIsEstimate).toBe(true)
    expect(state.quote?.purchaseAmount).toEqual({ amount: '9.8', currency: 'USDC' })
  })
})
