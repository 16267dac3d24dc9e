// POST /v1/fungible/price from the devnet's operator file (its chains, token list and Uniswap V2
// price source) on the real anvil chains; an operator's HTTP price provider played by a local
// stand-in server (no provider is reachable here) where an answer must change or fail on demand.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import type { ResolvedEvmChain, ResolvedOperatorConfig } from '@portico/kit'
import { type FungiblePrice, FungiblePriceResponse } from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import Fastify from 'fastify'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmClientOf } from '../chains/evmClientOf.js'
import type { ApiDatabase } from '../db/createDatabase.js'
import { NATIVE_TOKEN_ADDRESS } from '../indexer/constants.js'
import { indexerRoutes } from '../indexer/routes/indexerRoutes.js'
import { errorAnswers } from '../server/plugins/errorAnswers.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../testing/readDevnetOperatorConfig.js'
import { PRICE_CACHE_TTL_MS } from './constants.js'
import { type CreatePriceReaderParameters, createPriceReader } from './createPriceReader.js'
import { createPriceSource } from './createPriceSource.js'

let devnet: DevnetHandle
let config: ResolvedOperatorConfig
let env: Record<string, string>
let database: ApiDatabase
/** The stand-in HTTP price provider: `answer` says what it answers next. */
let provider: Server
let providerUrl = ''
let answer: (response: ServerResponse) => void = () => {}

beforeAll(async () => {
  devnet = await startTestDevnet()
  ;({ config, env } = await readDevnetOperatorConfig(devnet.config))
  // A fresh database: the indexer has seen no transfer of any token.
  database = await openTestDatabase('sqlite')
  provider = createServer((_request, response) => answer(response))
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/prices`
}, 90_000)
afterAll(async () => {
  provider?.close()
  await database?.destroy()
  await devnet?.stop()
})

const chainA = () => config.evm[0] as ResolvedEvmChain
const listed = (symbol: string) => {
  const token = chainA().tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`${symbol} is not listed`)
  return token
}
const caip10 = (address: string, chain = chainA()) => `${chain.caipNetworkId}:${address}`
const providerAnswers = (status: number, body: Record<string, number>) => {
  answer = (response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
/** Chain A priced by the stand-in provider instead of its pools. */
const byProvider = (): ResolvedEvmChain => ({
  ...chainA(),
  prices: { source: 'http', url: providerUrl },
})

async function api(overrides: Partial<CreatePriceReaderParameters> = {}) {
  const prices = createPriceReader({ chains: config.evm, env, ...overrides })
  const app = Fastify()
  await app.register(errorAnswers)
  await app.register(indexerRoutes({ db: database.db, now: Date.now, prices }))
  return app
}

async function priceOf(app: Awaited<ReturnType<typeof api>>, addresses: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/fungible/price',
    payload: { currency: 'usd', addresses },
  })
  return { status: response.statusCode, body: response.json() as { fungibles: FungiblePrice[] } }
}

describe('POST /v1/fungible/price from the operator file (issue 18: "Prices: from on-chain pools … or from a configured HTTP price provider")', () => {
  it('every listed token, transferred or not, and the native currency: named by the list and the chain, priced by the chain’s source, in the order asked', async () => {
    const seen = await database.db.selectFrom('indexer_tokens').selectAll().execute()
    expect(seen).toEqual([])
    const [usdc, weth, dai] = [listed('USDC'), listed('WETH'), listed('DAI')]
    const { status, body } = await priceOf(await api(), [
      caip10(weth.address),
      caip10(NATIVE_TOKEN_ADDRESS),
      caip10(usdc.address),
      caip10(dai.address.toLowerCase()),
    ])
    expect(status).toBe(200)
    expect(schemaErrors(FungiblePriceResponse, body)).toEqual([])
    // What the chain's own price source says, read beside the API.
    const source = createPriceSource({
      prices: chainA().prices,
      client: evmClientOf(chainA()),
      multicall3: chainA().multicall3,
      env,
    })
    const usd = await source.getUsdPrices({
      chainId: chainA().chainId,
      tokens: [
        { address: NATIVE_TOKEN_ADDRESS, decimals: 18 },
        ...[usdc, weth, dai].map((t) => ({ address: getAddress(t.address), decimals: t.decimals })),
      ],
    })
    const native = chainA().nativeCurrency
    expect(body.fungibles).toEqual([
      {
        address: caip10(weth.address),
        name: weth.name,
        symbol: 'WETH',
        iconUrl: weth.logoURI,
        price: usd.get(weth.address.toLowerCase()),
      },
      {
        address: caip10(NATIVE_TOKEN_ADDRESS),
        name: native.name,
        symbol: native.symbol,
        iconUrl: native.iconUrl ?? '',
        price: usd.get(NATIVE_TOKEN_ADDRESS),
      },
      {
        address: caip10(usdc.address),
        name: usdc.name,
        symbol: 'USDC',
        iconUrl: usdc.logoURI,
        price: 1,
      },
      {
        address: caip10(dai.address.toLowerCase()),
        name: dai.name,
        symbol: 'DAI',
        iconUrl: dai.logoURI,
        price: usd.get(dai.address.toLowerCase()),
      },
    ])
    // The devnet's pools: ether ≈ 3000 USDC, and WETH is ether.
    expect(body.fungibles[0]?.price).toBeGreaterThan(1000)
    expect(body.fungibles[1]?.price).toBe(body.fungibles[0]?.price)
  })

  it('a listed token without a trustworthy price (no pool), a token not listed and a chain not served are absent, never 0', async () => {
    const unpriced = '0x00000000000000000000000000000000dEaD0001'
    const chain: ResolvedEvmChain = {
      ...chainA(),
      tokens: [
        ...chainA().tokens,
        {
          chainId: chainA().chainId,
          address: unpriced,
          name: 'No Pool',
          symbol: 'NOPOOL',
          decimals: 18,
        },
      ],
    }
    const { status, body } = await priceOf(await api({ chains: [chain] }), [
      caip10(unpriced),
      caip10('0x0000000000000000000000000000000000000001'),
      `eip155:999:${listed('USDC').address}`,
      caip10(listed('USDC').address),
    ])
    expect(status).toBe(200)
    expect(body.fungibles.map((f) => [f.symbol, f.price])).toEqual([['USDC', 1]])
  })

  it('an API without a price reader (no operator configuration) prices nothing; a bad address is a 400', async () => {
    const app = Fastify()
    await app.register(errorAnswers)
    await app.register(indexerRoutes({ db: database.db, now: Date.now }))
    expect((await priceOf(app, [caip10(listed('USDC').address)])).body).toEqual({ fungibles: [] })
    const bad = await priceOf(app, [chainA().caipNetworkId])
    expect(bad).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_ADDRESS', message: 'Invalid CAIP-10 address' } },
    })
  })

  it(`a price is kept ${PRICE_CACHE_TTL_MS / 1000} s (PRICE_CACHE_TTL_MS), then asked again`, async () => {
    let clock = 1_000_000
    const app = await api({ chains: [byProvider()], now: () => clock })
    const native = [caip10(NATIVE_TOKEN_ADDRESS)]
    providerAnswers(200, { [NATIVE_TOKEN_ADDRESS]: 3000 })
    expect((await priceOf(app, native)).body.fungibles[0]?.price).toBe(3000)
    providerAnswers(200, { [NATIVE_TOKEN_ADDRESS]: 3100 })
    clock += PRICE_CACHE_TTL_MS - 1
    expect((await priceOf(app, native)).body.fungibles[0]?.price).toBe(3000)
    clock += 1
    expect((await priceOf(app, native)).body.fungibles[0]?.price).toBe(3100)
  })
})

describe('a price source that is down (issue 18: "gives a clear error answer (503 with a reason) and never a cached empty result")', () => {
  it('a provider answering 500 → 503 PRICE_PROVIDER_UNAVAILABLE naming the chain; once it answers, the price comes', async () => {
    const app = await api({ chains: [byProvider()] })
    const native = [caip10(NATIVE_TOKEN_ADDRESS)]
    providerAnswers(500, {})
    expect(await priceOf(app, native)).toEqual({
      status: 503,
      body: {
        error: {
          code: 'PRICE_PROVIDER_UNAVAILABLE',
          message: expect.stringContaining(chainA().caipNetworkId),
          details: { chainId: chainA().caipNetworkId, reason: 'http-error' },
        },
      },
    })
    providerAnswers(200, { [NATIVE_TOKEN_ADDRESS]: 2999.5 })
    expect((await priceOf(app, native)).body.fungibles.map((f) => f.price)).toEqual([2999.5])
  })

  it('pools on an RPC that cannot be reached → 503 CHAIN_UNAVAILABLE naming the chain', async () => {
    const sick: ResolvedEvmChain = { ...chainA(), rpcUrls: ['http://127.0.0.1:9'] }
    const { status, body } = await priceOf(await api({ chains: [sick] }), [
      caip10(listed('WETH').address),
    ])
    expect(status).toBe(503)
    expect(body).toMatchObject({
      error: {
        code: 'CHAIN_UNAVAILABLE',
        details: { chainId: chainA().caipNetworkId, reason: 'unreachable' },
      },
    })
  })
})
