// initializeSwap against a real HTTP server standing in for the Portico API (swap.testApi.ts),
// with the fake wallet connected; the real API on the devnet is in swapTokens.devnet.test.ts.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NetworkNotSupportedError } from '../../errors/network.js'
import { jsonAnswer, testNetwork } from '../../testing/index.js'
import { connectedSwapInstance, startSwapTestApi, TEST_USDC } from './swap.testApi.js'

const api = await startSwapTestApi()
afterAll(() => api.close())
const unmounts: (() => void)[] = []
beforeEach(() => {
  api.route(() => undefined)
})
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  api.requests.length = 0
})

async function connected(
  ...parameters: Parameters<typeof connectedSwapInstance> extends [string, ...infer R] ? R : never
) {
  const result = await connectedSwapInstance(api.apiUrl, ...parameters)
  unmounts.push(result.unmount)
  api.requests.length = 0
  return result
}

describe("initializeSwap — spec §8 'Network not supported' on chains without swaps", () => {
  it.each([
    ['a Solana network', testNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')],
    ['Sepolia, an eip155 chain outside the 12 of spec §9', testNetwork(11155111)],
  ])('%s: status unsupported, and the API is not asked for tokens', async (_, network) => {
    const { portico } = await connected([network])
    expect(await portico.swap.initialize()).toEqual([])
    const state = portico.stores.swap.getState()
    expect(state.status).toBe('unsupported')
    expect(state.error).toBeInstanceOf(NetworkNotSupportedError)
    expect(state.error?.shortMessage).toBe('Network not supported')
    expect(api.to('/v1/convert/tokens')).toHaveLength(0)
  })

  it("one of the 12 chains the API does not serve: the API's NETWORK_NOT_SUPPORTED is status unsupported", async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/tokens'
        ? jsonAnswer(400, {
            error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' },
          })
        : undefined,
    )
    const { portico } = await connected([testNetwork(1)])
    await portico.swap.initialize()
    expect(portico.stores.swap.getState()).toMatchObject({
      status: 'unsupported',
      tokens: [],
      error: { shortMessage: 'Network not supported' },
    })
  })
})

describe('initializeSwap — tokens, balances and prices merged (docs/swaps-and-onramp.md)', () => {
  it("lists the chain's swap tokens with the account's balances and USD prices: held first by value, then by symbol; ETH is the source", async () => {
    const { portico } = await connected()
    const seen: string[] = []
    portico.stores.swap.subscribe(({ status }) => void seen.push(status))
    const tokens = await portico.swap.initialize()
    expect(seen[0]).toBe('loading')
    expect(tokens.map((t) => [t.symbol, t.quantity, t.price, t.value])).toEqual([
      ['ETH', '1.5', 3000, 4500],
      ['USDC', '250.5', 1, 250.5],
      ['DAI', '0', 1, 0],
      ['WETH', '0', 3000, 0],
    ])
    const state = portico.stores.swap.getState()
    expect(state.status).toBe('ready')
    expect(state.tokens).toBe(tokens)
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.sourceToken?.address).toBe(
      'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    )
    expect(state.toToken).toBeUndefined()
    expect(api.to('/v1/convert/tokens')[0]?.url.searchParams.get('chainId')).toBe('eip155:31337')
    const priced =
      (api.to('/v1/fungible/price')[0]?.body as { addresses: string[] } | undefined)?.addresses ??
      []
    expect([...priced].sort()).toEqual(tokens.map((t) => t.address).sort())
  })

  it('a second call while the first runs reuses it (one request of each)', async () => {
    const { portico } = await connected()
    const [a, b] = await Promise.all([portico.swap.initialize(), portico.swap.initialize()])
    expect(b).toBe(a)
    expect(api.to('/v1/convert/tokens')).toHaveLength(1)
    // Once it has ended, a new call reads again.
    await portico.swap.initialize()
    expect(api.to('/v1/convert/tokens')).toHaveLength(2)
  })

  it("prices that cannot be read fall back to the balance API's, else 0; the list still shows", async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/fungible/price' ? jsonAnswer(500, {}) : undefined,
    )
    const { portico } = await connected()
    const tokens = await portico.swap.initialize()
    expect(tokens.map((t) => [t.symbol, t.price])).toEqual([
      ['ETH', 3000],
      ['USDC', 1],
      ['DAI', 0],
      ['WETH', 0],
    ])
  })

  it('keeps picks that are still listed (with their new balance)', async () => {
    const { portico } = await connected()
    await portico.swap.initialize()
    const usdc = portico.stores.swap.getState().tokens.find((t) => t.symbol === 'USDC')
    if (!usdc) throw new Error('USDC is listed')
    portico._internal.stores.swap.setState({ sourceToken: { ...usdc, quantity: '1' } })
    await portico.swap.initialize()
    expect(portico.stores.swap.getState().sourceToken).toMatchObject({
      address: `eip155:31337:${TEST_USDC}`,
      quantity: '250.5',
    })
  })

  it.each([
    [
      "the API's own message",
      jsonAnswer(503, { error: { code: 'NOT_READY', message: 'Not Ready' } }),
      'Not Ready',
    ],
    [
      'the default message without one',
      { status: 500, body: 'oops' },
      'Error fetching swap tokens',
    ],
  ])('a token list that cannot be read: status error with %s', async (_, answer, message) => {
    api.route(({ url }) => (url.pathname === '/v1/convert/tokens' ? answer : undefined))
    const { portico } = await connected()
    expect(await portico.swap.initialize()).toEqual([])
    expect(portico.stores.swap.getState()).toMatchObject({
      status: 'error',
      tokens: [],
      error: { shortMessage: message },
    })
  })

  it('without a Portico API: status error', async () => {
    const { portico } = await connected()
    portico._internal.stores.options.setState((s) => ({
      options: { ...s.options, apiUrl: undefined },
    }))
    await portico.swap.initialize()
    expect(portico.stores.swap.getState()).toMatchObject({
      status: 'error',
      error: { shortMessage: 'Swaps need the Portico API' },
    })
  })
})
