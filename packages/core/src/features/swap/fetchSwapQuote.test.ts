// fetchSwapQuote and setSwapSourceTokenAmount against a real HTTP server standing in for the
// Portico API (swap.testApi.ts), with the fake wallet: the answers the devnet cannot give on
// demand (a refused pair, a quote held open). Real quotes: swapTokens.devnet.test.ts.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Portico } from '../../instance/Portico.js'
import { jsonAnswer, type TestAnswer } from '../../testing/index.js'
import { connectedSwapInstance, startSwapTestApi, TEST_ACCOUNT, TEST_USDC } from './swap.testApi.js'

const api = await startSwapTestApi()
afterAll(() => api.close())
const unmounts: (() => void)[] = []
beforeEach(() => api.route(() => undefined))
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  api.requests.length = 0
})

const USER = `eip155:31337:${TEST_ACCOUNT}`

/** A connected instance with the swap initialized and `from` → `to` picked. */
async function picked(from: string, to: string) {
  const { portico, unmount } = await connectedSwapInstance(api.apiUrl)
  unmounts.push(unmount)
  await portico.swap.initialize()
  const token = (symbol: string) => {
    const found = portico.stores.swap.getState().tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`${symbol} is listed`)
    return found
  }
  await portico.swap.setSourceToken({ token: token(from) })
  await portico.swap.setToToken({ token: token(to) })
  api.requests.length = 0
  return portico
}

const state = (portico: Portico) => portico.stores.swap.getState()
const paths = () => api.requests.map((r) => r.url.pathname)

describe("fetchSwapQuote — the quote, the minimum received at spec §9's slippage 1, the network fee", () => {
  it("ETH → USDC: gas price, then the quote; minimum received = quote less 1 %; the swap's own gas estimate × the gas price, in USD at the ETH price", async () => {
    const portico = await picked('ETH', 'USDC')
    const quote = await portico.swap.setSourceTokenAmount({ amount: '1' })
    expect(paths()).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/quotes',
      '/v1/convert/build-transaction',
    ])
    const [quotes] = api.to('/v1/convert/quotes')
    expect(Object.fromEntries(quotes?.url.searchParams ?? [])).toMatchObject({
      amount: '1000000000000000000',
      userAddress: USER,
      from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:31337:${TEST_USDC}`,
      gasPrice: '1000000000',
    })
    expect(api.to('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      eip155: { slippage: 1 },
      disableEstimate: false,
    })
    expect(quote).toEqual({
      provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
      fromAmount: '1000000000000000000',
      toAmount: '2991000000',
      minimumReceived: '2961090000',
      fee: { bps: 0, amount: '0' },
      priceImpact: 0.12,
    })
    expect(state(portico)).toMatchObject({
      quote,
      toTokenAmount: '2991',
      loadingQuote: false,
      inputError: undefined,
      approvalTransaction: undefined,
      networkFee: { wei: '150000000000000' },
    })
    expect(state(portico).networkFee?.usd).toBeCloseTo(0.45, 9)
  })

  it('a smaller slippage tolerance gives a higher minimum (0.5 % of 2991 USDC)', async () => {
    const portico = await picked('ETH', 'USDC')
    portico._internal.stores.swap.setState({ slippage: 0.5 })
    const quote = await portico.swap.setSourceTokenAmount({ amount: '1' })
    expect(quote?.minimumReceived).toBe('2976045000')
  })

  it('USDC → DAI with a short allowance: the approval for the amount (build-approve), no swap estimate; the fee is gas price × (approval gas + SWAP_DEFAULT_GAS)', async () => {
    const portico = await picked('USDC', 'DAI')
    await portico.swap.setSourceTokenAmount({ amount: '100' })
    expect(paths()).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/build-approve',
    ])
    expect(
      Object.fromEntries(api.to('/v1/convert/allowance')[0]?.url.searchParams ?? []),
    ).toMatchObject({ tokenAddress: `eip155:31337:${TEST_USDC}`, userAddress: USER })
    expect(api.to('/v1/convert/build-approve')[0]?.url.searchParams.get('amount')).toBe('100000000')
    expect(state(portico).approvalTransaction).toEqual({
      from: USER,
      to: TEST_USDC,
      data: `0x095ea7b3${'0'.repeat(128)}`,
      value: '0',
      gas: '46000',
      gasPrice: '1000000000',
    })
    expect(state(portico).networkFee?.wei).toBe(((46_000n + 250_000n) * 1_000_000_000n).toString())
    expect(state(portico).toTokenAmount).toBe('99.7')
  })

  it("USDC → DAI with enough allowance: no approval, the swap's estimate", async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/allowance'
        ? jsonAnswer(200, { allowance: '100000000' })
        : undefined,
    )
    const portico = await picked('USDC', 'DAI')
    await portico.swap.setSourceTokenAmount({ amount: '100' })
    expect(paths()).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/build-transaction',
    ])
    expect(state(portico).approvalTransaction).toBeUndefined()
    expect(state(portico).networkFee?.wei).toBe('150000000000000')
  })
})

describe('setSwapSourceTokenAmount — input errors', () => {
  it('insufficientBalance: more USDC than the 250.5 held; the quote still shows, no swap estimate is asked', async () => {
    const portico = await picked('USDC', 'DAI')
    await portico.swap.setSourceTokenAmount({ amount: '250.500001' })
    expect(state(portico)).toMatchObject({
      inputError: 'insufficientBalance',
      toTokenAmount: expect.any(String),
    })
    expect(state(portico).quote).toBeDefined()
    expect(api.to('/v1/convert/build-transaction')).toHaveLength(0)
    // Exactly the balance is fine.
    await portico.swap.setSourceTokenAmount({ amount: '250.5' })
    expect(state(portico).inputError).toBeUndefined()
  })

  it.each([
    [
      "the API's INSUFFICIENT_LIQUIDITY",
      jsonAnswer(400, {
        error: { code: 'INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity' },
      }),
    ],
    [
      'a quote of 0',
      jsonAnswer(200, {
        quotes: [
          {
            id: 'q',
            fromAmount: '1',
            fromAccount: '',
            toAmount: '0',
            toAccount: '',
            provider: { id: 'p', name: 'P' },
            fee: { bps: 0, amount: '0' },
          },
        ],
      }),
    ],
    ['no quote at all', jsonAnswer(200, { quotes: [] })],
  ])('insufficientLiquidity: %s; no quote, no error', async (_, answer) => {
    api.route(({ url }) => (url.pathname === '/v1/convert/quotes' ? answer : undefined))
    const portico = await picked('ETH', 'USDC')
    expect(await portico.swap.setSourceTokenAmount({ amount: '1' })).toBeUndefined()
    expect(state(portico)).toMatchObject({
      inputError: 'insufficientLiquidity',
      quote: undefined,
      toTokenAmount: '',
      loadingQuote: false,
      error: undefined,
    })
  })

  it('an amount above the balance that the pools cannot fill either is insufficientBalance (the first thing to fix)', async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes' ? jsonAnswer(200, { quotes: [] }) : undefined,
    )
    const portico = await picked('ETH', 'USDC')
    await portico.swap.setSourceTokenAmount({ amount: '2' })
    expect(state(portico).inputError).toBe('insufficientBalance')
  })

  it.each([
    ['more decimals than USDC has', '1.1234567'],
    ['not a number', 'abc'],
    ['zero', '0'],
    ['nothing', ''],
  ])('%s: kept as typed, no quote asked', async (_, typed) => {
    const portico = await picked('USDC', 'DAI')
    await portico.swap.setSourceTokenAmount({ amount: '1' })
    api.requests.length = 0
    await portico.swap.setSourceTokenAmount({ amount: typed })
    expect(api.requests).toHaveLength(0)
    expect(state(portico)).toMatchObject({
      sourceTokenAmount: typed,
      quote: undefined,
      toTokenAmount: '',
      inputError: undefined,
      loadingQuote: false,
    })
  })

  it("another failure: the API's message in `error`, the quote cleared", async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes'
        ? jsonAnswer(502, {
            error: { code: 'SWAP_PROVIDER_ERROR', message: 'Swap provider error' },
          })
        : undefined,
    )
    const portico = await picked('ETH', 'USDC')
    await portico.swap.setSourceTokenAmount({ amount: '1' })
    expect(state(portico)).toMatchObject({
      quote: undefined,
      loadingQuote: false,
      error: { shortMessage: 'Swap provider error', code: 'SWAP_PROVIDER_ERROR' },
    })
  })
})

describe('setSwapSourceTokenAmount — the quote is fetched at once, an older request aborted', () => {
  it('a quote answered after a newer amount was typed is ignored; the request before is aborted', async () => {
    const held: { amount: string; release: () => void }[] = []
    const portico = await picked('ETH', 'USDC')
    api.route(({ url }) => {
      if (
        url.pathname !== '/v1/convert/quotes' ||
        url.searchParams.get('amount') !== '100000000000000000'
      )
        return undefined
      return new Promise<TestAnswer | undefined>((resolve) => {
        held.push({ amount: '0.1', release: () => resolve(undefined) })
      })
    })
    const first = portico.swap.setSourceTokenAmount({ amount: '0.1' })
    await new Promise<void>((resolve) => {
      const check = () => (held.length > 0 ? resolve() : setTimeout(check, 5))
      check()
    })
    expect(state(portico).loadingQuote).toBe(true)
    const second = await portico.swap.setSourceTokenAmount({ amount: '0.2' })
    expect(second?.fromAmount).toBe('200000000000000000')
    held[0]?.release()
    expect(await first).toBeUndefined()
    expect(state(portico)).toMatchObject({
      sourceTokenAmount: '0.2',
      toTokenAmount: '598.2',
      loadingQuote: false,
    })
    expect(state(portico).quote?.fromAmount).toBe('200000000000000000')
  })

  it('resetSwap aborts the quote in flight: its answer changes nothing', async () => {
    let release = () => {}
    const portico = await picked('ETH', 'USDC')
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes'
        ? new Promise<TestAnswer | undefined>((resolve) => {
            release = () => resolve(undefined)
          })
        : undefined,
    )
    const pending = portico.swap.setSourceTokenAmount({ amount: '1' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await portico.swap.reset()
    release()
    expect(await pending).toBeUndefined()
    expect(state(portico)).toMatchObject({
      status: 'idle',
      tokens: [],
      sourceToken: undefined,
      sourceTokenAmount: '',
      quote: undefined,
      loadingQuote: false,
      slippage: 1,
    })
  })
})
