import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BENCH_TOKEN_COUNT,
  type MainnetLikeChain,
  type MainnetLikeWorld,
  startTestMainnetLikeWorld,
} from '@portico/devnet/testing'
import { readOperatorConfig } from '@portico/kit'
import type { BalanceItem, FungiblePrice, HistoryItem } from '@portico/protocol'
import { createPublicClient, formatEther, http } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainServices, createChainServices } from './chainServices.js'
import { NATIVE_TOKEN_ADDRESS } from './indexer/constants.js'
import { createProjectRepository } from './projects/createProjectRepository.js'
import { createServer } from './server/createServer.js'
import { ENGINES, openTestDatabase } from './testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from './testing/startTestApi.js'

// Issue 18: the API on "real" chains — anvils with chain ids 1, 10 and 8453 whose contracts sit at
// their real addresses (devnet/src/mainnetLike) — configured through the operator file alone.

let dir: string
let world: MainnetLikeWorld
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-real-chains-'))
  world = await startTestMainnetLikeWorld(dir)
}, 60_000)
afterAll(async () => {
  await world?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** How long the indexer may take to reach the world's history (it polls every second). */
const INDEXED_WITHIN_MS = 20_000

type Api = Awaited<ReturnType<typeof createServer>>

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + INDEXED_WITHIN_MS
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const lower = (address: string) => address.toLowerCase()
const balanceOf = (balances: BalanceItem[], chain: MainnetLikeChain, symbol: string) =>
  balances.find((b) => b.chainId === chain.caipNetworkId && b.symbol === symbol)

describe.each(ENGINES)(
  'the API on the mainnet-like world (chains 1, 10, 8453), from the operator file only, on %s',
  (engine) => {
    let app: Api
    let chains: ChainServices
    let closeDatabase: () => Promise<void>
    const get = async <T>(path: string): Promise<T> => {
      const response = await app.inject({
        url: `${path}${path.includes('?') ? '&' : '?'}${P1_QUERY}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json() as T
    }
    const history = (account: string, chain: MainnetLikeChain) =>
      get<{ data: HistoryItem[] }>(
        `/v1/account/${account}/history?chainId=${chain.caipNetworkId}`,
      ).then((page) => page.data)

    beforeAll(async () => {
      // The world's folder holds the operator file and its token lists, and no devnet file.
      expect(readdirSync(dir).sort()).toEqual([
        'portico.config.json',
        'tokens-1.json',
        'tokens-10.json',
        'tokens-8453.json',
      ])
      const config = await readOperatorConfig(world.configPath, { env: {} })
      const database = await openTestDatabase(engine)
      closeDatabase = () => database.destroy()
      const projects = createProjectRepository(database.db)
      for (const project of TEST_PROJECTS) await projects.create(project)
      chains = createChainServices({ db: database.db, config, env: {} })
      // As main.ts builds it from the file's chain services.
      app = await createServer({
        database,
        plugins: chains.plugins,
        balances: chains.balances,
        prices: chains.prices,
        history: chains.history,
        profile: chains.profile,
      })
      chains.start()
      // Balances and prices need the chains registered and priced: wait for the history to show.
      await until(
        () => history(world.accounts.demo.address, world.chains[2] as MainnetLikeChain),
        (items) => items.length >= 3,
      )
    }, 60_000)
    afterAll(async () => {
      await chains?.stop()
      await app?.close()
      await closeDatabase?.()
    })

    it('serves the three chains it was configured with', async () => {
      const supported = await get<{ http: string[] }>('/v1/supported-chains')
      expect(supported.http).toEqual(['eip155:1', 'eip155:10', 'eip155:8453'])
    })

    it.each([1, 10, 8453])(
      'chain %i: the demo account’s ether, USDC (6 decimals), WETH priced from the pool; THIN has no price',
      async (chainId) => {
        const chain = world.chains.find((c) => c.chainId === chainId) as MainnetLikeChain
        const { balances } = await get<{ balances: BalanceItem[] }>(
          `/v1/account/${world.accounts.demo.address}/balance?chainId=${chain.caipNetworkId}&currency=usd`,
        )
        const ether = createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
          address: world.accounts.demo.address,
        })
        expect(balanceOf(balances, chain, 'ETH')).toMatchObject({
          quantity: { decimals: '18', numeric: formatEther(await ether) },
          price: chain.ethUsdPrice,
        })
        const usdc = balanceOf(balances, chain, 'USDC')
        // What the seed left: its USDC less the 100 sent, plus the 10 received back.
        const heldUsdc = { 1: '2410.5', 10: '910', 8453: '660.25' }[chainId]
        expect(usdc).toMatchObject({
          name: 'USD Coin',
          quantity: { decimals: '6', numeric: heldUsdc },
          price: 1,
          value: Number(heldUsdc),
        })
        expect(lower(usdc?.address ?? '')).toBe(
          lower(`${chain.caipNetworkId}:${chain.usdc.address}`),
        )
        const weth = balanceOf(balances, chain, 'WETH')
        const heldWeth = { 1: '1.5', 10: '0.75', 8453: '2' }[chainId]
        expect(weth).toMatchObject({
          quantity: { decimals: '18', numeric: heldWeth },
          price: chain.ethUsdPrice,
        })
        expect(weth?.value).toBeCloseTo(Number(heldWeth) * chain.ethUsdPrice, 6)
        // The USDC/THIN pool holds 50 USDC, under the file's minLiquidityUsd: no price, no value.
        const thin = balanceOf(balances, chain, 'THIN')
        expect(thin).toMatchObject({ quantity: { decimals: '18', numeric: '5' } })
        expect(thin).not.toHaveProperty('price')
        expect(thin).not.toHaveProperty('value')
      },
    )

    it('the bench account: every one of the 50 listed tokens it holds on each of the three chains', async () => {
      const { balances } = await get<{ balances: BalanceItem[] }>(
        `/v1/account/${world.accounts.bench.address}/balance?currency=usd`,
      )
      for (const chain of world.chains) {
        const held = balances.filter((b) => b.chainId === chain.caipNetworkId && b.symbol !== 'ETH')
        expect(held.map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric]).sort()).toEqual(
          chain.benchTokens
            .map((token, i) => [token.symbol, String(token.decimals), String((i + 1) * 1000)])
            .sort(),
        )
      }
      expect(balances).toHaveLength(world.chains.length * (BENCH_TOKEN_COUNT + 1))
    })

    const fungiblePrices = async (chain: MainnetLikeChain, addresses: string[]) => {
      const response = await app.inject({
        method: 'POST',
        url: `/v1/fungible/price?${P1_QUERY}`,
        payload: {
          currency: 'usd',
          addresses: addresses.map((a) => `${chain.caipNetworkId}:${a}`),
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      const { fungibles } = response.json() as { fungibles: FungiblePrice[] }
      return fungibles.map((f) => [f.symbol, f.price])
    }

    it.each([1, 10, 8453])(
      'chain %i: prices of USDC and ether from the chain’s pool; none for THIN (its pool is under the floor)',
      async (chainId) => {
        const chain = world.chains.find((c) => c.chainId === chainId) as MainnetLikeChain
        expect(
          await fungiblePrices(chain, [
            chain.usdc.address,
            NATIVE_TOKEN_ADDRESS,
            chain.thin.address,
          ]),
        ).toEqual([
          ['USDC', 1],
          ['ETH', chain.ethUsdPrice],
        ])
      },
    )

    // WETH has no transfer since the start block: the indexer has never seen it, the price comes
    // from the chain's configured source and its name from the token list.
    it.each([1, 10, 8453])(
      'chain %i: the price of WETH, a listed token with no transfer since the start block',
      async (chainId) => {
        const chain = world.chains.find((c) => c.chainId === chainId) as MainnetLikeChain
        expect(await fungiblePrices(chain, [chain.weth.address])).toEqual([
          ['WETH', chain.ethUsdPrice],
        ])
      },
    )

    it('the demo account’s ENS name and avatar on chain 1, as plain viem reads them', async () => {
      const identity = await get<{ name: string | null; avatar: string | null }>(
        `/v1/identity/${world.accounts.demo.address}`,
      )
      expect(identity).toEqual({ name: 'alice.eth', avatar: world.accounts.demo.avatar })
      // The reference: viem's own mainnet definition, only the RPC URL pointed at the world.
      const viem = createPublicClient({ chain: mainnet, transport: http(world.chains[0]?.rpcUrl) })
      expect(identity.name).toBe(await viem.getEnsName({ address: world.accounts.demo.address }))
      expect(await get(`/v1/identity/${world.accounts.recipient.address}`)).toEqual({
        name: null,
        avatar: null,
      })
    })

    it.each([1, 10, 8453])(
      'chain %i: the demo account’s history from the start block — ether and USDC out, USDC back in',
      async (chainId) => {
        const chain = world.chains.find((c) => c.chainId === chainId) as MainnetLikeChain
        const items = await until(
          () => history(world.accounts.demo.address, chain),
          (found) => found.length >= 3,
        )
        expect(
          items.map((item) => [
            item.id,
            item.metadata.chain,
            item.metadata.operationType,
            item.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
          ]),
        ).toEqual(
          [...chain.history].reverse().map((transfer) => {
            const out = lower(transfer.from) === lower(world.accounts.demo.address)
            return [
              transfer.hash,
              chain.caipNetworkId,
              out ? 'send' : 'receive',
              [[out ? 'out' : 'in', transfer.symbol, transfer.amount]],
            ]
          }),
        )
      },
    )
  },
)
