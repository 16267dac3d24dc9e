// An operator's HTTP price provider, played by a local stand-in server (no provider is reachable
// here): what it is asked, and what the API makes of good, bad and failing answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEvmRpcClient } from '@portico/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import { ApiError } from '../server/errors.js'
import { WRAPPED_SOL_MINT } from '../solana/readSolanaClusterBalances.js'
import { createHttpPriceSource } from './createHttpPriceSource.js'
import { createPriceSource } from './createPriceSource.js'
import { createSolanaPriceSource } from './createSolanaPriceSource.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const C = '0x3333333333333333333333333333333333333333'
const D = '0x4444444444444444444444444444444444444444'
const KEY = 'test-price-key-not-a-secret'

const asked: IncomingMessage[] = []
let answer: (response: ServerResponse) => void = () => {}
let server: Server
let url = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request)
    answer(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prices`
})
afterAll(() => server.close())

const json = (status: number, body: string, headers: Record<string, string> = {}) => {
  answer = (response) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body)
}
const tokens = [A, B, C, D, NATIVE_TOKEN_ADDRESS].map((address) => ({
  address: address as `0x${string}`,
  decimals: 18,
}))
const source = () =>
  createHttpPriceSource({
    config: { source: 'http', url, apiKeyEnv: 'PRICE_KEY' },
    env: { PRICE_KEY: KEY },
  })

describe('HTTP price provider (issue 18: "or from a configured HTTP price provider")', () => {
  it('asks GET {url}?chainId=…&addresses=… with the bearer key; keeps finite prices ≥ 0, any key case', async () => {
    asked.length = 0
    // 1e400 parses as Infinity: not a price.
    json(
      200,
      `{"${A.toUpperCase().replace('0X', '0x')}": 1.5, "${B}": -1, "${C}": "2", "${D}": 1e400, "${NATIVE_TOKEN_ADDRESS}": 3000}`,
    )
    const prices = await source().getUsdPrices({ chainId: 8453, tokens })
    expect(Object.fromEntries(prices)).toEqual({ [A]: 1.5, [NATIVE_TOKEN_ADDRESS]: 3000 })
    const request = asked[0]
    const query = new URL(request?.url ?? '', 'http://x').searchParams
    expect(new URL(request?.url ?? '', 'http://x').pathname).toBe('/prices')
    expect(query.get('chainId')).toBe('8453')
    expect(query.get('addresses')).toBe([A, B, C, D, NATIVE_TOKEN_ADDRESS].join(','))
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it.each([
    ['not JSON', () => json(200, '<html>oops</html>'), 'bad-answer'],
    ['an array', () => json(200, '[1.5]'), 'bad-answer'],
    ['null', () => json(200, 'null'), 'bad-answer'],
    ['HTTP 429', () => json(429, '{}'), 'rate-limited'],
    ['HTTP 500', () => json(500, '{}'), 'http-error'],
  ])(
    'an answer that is %s is a 503 PRICE_PROVIDER_UNAVAILABLE with its reason, not an empty price list',
    async (_case, setUp, reason) => {
      setUp()
      const failure = await source()
        .getUsdPrices({ chainId: 1, tokens })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      expect(failure).toBeInstanceOf(ApiError)
      expect((failure as ApiError).statusCode).toBe(503)
      expect((failure as ApiError).toBody().error).toMatchObject({
        code: 'PRICE_PROVIDER_UNAVAILABLE',
        details: { chainId: 'eip155:1', reason },
      })
      // The key never shows in what clients see.
      expect(JSON.stringify((failure as ApiError).toBody())).not.toContain(KEY)
    },
  )

  it('a key variable that is not set stops the service at start, naming it', () => {
    expect(() =>
      createHttpPriceSource({ config: { source: 'http', url, apiKeyEnv: 'PRICE_KEY' }, env: {} }),
    ).toThrow('prices.apiKeyEnv names PRICE_KEY, which is not set')
  })
})

describe("a Solana cluster's HTTP price provider (GET {url}?chainId=<CAIP-2 id>&addresses=<mints>)", () => {
  const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
  const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263'
  const solana = () =>
    createSolanaPriceSource({
      prices: { source: 'http', url, apiKeyEnv: 'PRICE_KEY' },
      env: { PRICE_KEY: KEY },
    })

  it("asks with the cluster's CAIP-2 id and the base58 mints as they are (SOL as wrapped SOL's mint), with the bearer key; an answer's key is the mint exactly", async () => {
    asked.length = 0
    // USDT answered lowercased: another spelling is another base58 string, not USDT's price.
    json(
      200,
      `{"${WRAPPED_SOL_MINT}": 150.5, "${USDC}": 0.9998, "${USDT.toLowerCase()}": 1, "${BONK}": -2}`,
    )
    const prices = await solana().getUsdPrices({
      caipNetworkId: MAINNET,
      mints: [WRAPPED_SOL_MINT, USDC, USDT, BONK, USDC],
    })
    expect(Object.fromEntries(prices)).toEqual({ [WRAPPED_SOL_MINT]: 150.5, [USDC]: 0.9998 })
    expect(asked).toHaveLength(1)
    const query = new URL(asked[0]?.url ?? '', 'http://x').searchParams
    expect(Object.fromEntries(query)).toEqual({
      chainId: MAINNET,
      addresses: [WRAPPED_SOL_MINT, USDC, USDT, BONK].join(','),
    })
    expect(asked[0]?.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it.each([
    ['not JSON', () => json(200, '<html>oops</html>'), 'bad-answer'],
    ['HTTP 429', () => json(429, '{}'), 'rate-limited'],
    ['HTTP 500', () => json(500, '{}'), 'http-error'],
  ])(
    'an answer that is %s is a 503 PRICE_PROVIDER_UNAVAILABLE naming the cluster',
    async (_case, setUp, reason) => {
      setUp()
      const failure = await solana()
        .getUsdPrices({ caipNetworkId: MAINNET, mints: [WRAPPED_SOL_MINT] })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      expect(failure).toBeInstanceOf(ApiError)
      expect((failure as ApiError).statusCode).toBe(503)
      expect((failure as ApiError).toBody().error).toMatchObject({
        code: 'PRICE_PROVIDER_UNAVAILABLE',
        message: expect.stringContaining(MAINNET),
        details: { chainId: MAINNET, reason },
      })
    },
  )

  it("'none' knows no price and asks nothing; an unset key variable stops the service at start", async () => {
    asked.length = 0
    const none = createSolanaPriceSource({ prices: { source: 'none' }, env: {} })
    expect((await none.getUsdPrices({ caipNetworkId: MAINNET, mints: [USDC] })).size).toBe(0)
    expect(asked).toHaveLength(0)
    expect(() =>
      createSolanaPriceSource({ prices: { source: 'http', url, apiKeyEnv: 'PRICE_KEY' }, env: {} }),
    ).toThrow('prices.apiKeyEnv names PRICE_KEY, which is not set')
  })
})

describe('createPriceSource picks the source the chain configures', () => {
  const client = createEvmRpcClient({ chainId: 1, rpcUrls: ['http://127.0.0.1:9'] })
  const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

  it("'none' knows no price (balances are shown without values); 'http' asks the provider", async () => {
    const none = createPriceSource({ prices: { source: 'none' }, client, multicall3, env: {} })
    expect((await none.getUsdPrices({ chainId: 1, tokens })).size).toBe(0)
    json(200, `{"${A}": 2}`)
    const http = createPriceSource({ prices: { source: 'http', url }, client, multicall3, env: {} })
    expect(Object.fromEntries(await http.getUsdPrices({ chainId: 1, tokens }))).toEqual({ [A]: 2 })
  })

  it("'uniswap' without a factory is refused at start", () => {
    expect(() =>
      createPriceSource({
        prices: {
          source: 'uniswap',
          usd: { address: A, decimals: 6 },
          wrappedNative: B,
          minLiquidityUsd: 0,
        },
        client,
        multicall3,
        env: {},
      }),
    ).toThrow("prices.source 'uniswap' needs v2Factory or v3Factory")
  })
})
