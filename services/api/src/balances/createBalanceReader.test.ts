// Balances from the devnet's operator file (its chains, token list and Uniswap price source), read
// on the real anvil chains and the local Solana node (priced by a stand-in HTTP provider), through
// the balance route.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BALANCE_CACHE_TTL_MS } from '@portico/core/internal'
import {
  createDevnetClient,
  type DevnetHandle,
  devnetApiSecretEnv,
  devnetOperatorConfigPaths,
  devnetTokenAbi,
} from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import {
  createEvmRpcClient,
  type ResolvedEvmChain,
  type ResolvedOperatorConfig,
  type ResolvedSolanaCluster,
  readOperatorConfig,
} from '@portico/kit'
import { type BalanceItem, BalanceResponse } from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import { address, createSolanaRpc, getAddressDecoder, type Lamports } from '@solana/kit'
import Fastify from 'fastify'
import {
  type Address,
  encodeFunctionData,
  formatUnits,
  getAddress,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { indexerRoutes } from '../indexer/routes/indexerRoutes.js'
import { errorAnswers } from '../server/plugins/errorAnswers.js'
import { WRAPPED_SOL_MINT } from '../solana/readSolanaClusterBalances.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { startTestPriceProvider } from '../testing/startTestPriceProvider.js'
import { type CreateBalanceReaderParameters, createBalanceReader } from './createBalanceReader.js'

let devnet: DevnetHandle
let config: ResolvedOperatorConfig
let database: ApiDatabase
let dir = ''
/** A recording proxy in front of chain A's anvil; `mode` makes it fail like a sick RPC. */
let proxy: Server
let proxyUrl = ''
let mode: 'forward' | '429' = 'forward'
const proxied: string[] = []
/** An operator's HTTP price provider, played by a local stand-in (none is reachable here). */
let provider: Awaited<ReturnType<typeof startTestPriceProvider>>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portico-balances-'))
  const configPath = join(dir, 'devnet.json')
  devnet = await startTestDevnet({ configPath })
  config = await readOperatorConfig(devnetOperatorConfigPaths(configPath).config, {
    env: devnetApiSecretEnv(devnet.config.accounts),
  })
  database = await openTestDatabase('sqlite')
  const upstream = devnet.config.chains[0]?.rpcUrl ?? ''
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const calls = [JSON.parse(body)].flat() as { method: string }[]
    proxied.push(...calls.map((c) => c.method))
    if (mode === '429') return response.writeHead(429, { 'retry-after': '0' }).end()
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  provider = await startTestPriceProvider({ chainId: devnet.config.chains[0]?.chainId ?? 1 })
}, 90_000)
afterAll(async () => {
  proxy?.close()
  await provider?.close()
  await database?.destroy()
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const chainA = () => config.evm[0] as ResolvedEvmChain
/** The devnet's Solana cluster priced by the stand-in HTTP provider. */
const pricedCluster = (): ResolvedSolanaCluster => {
  const solana = config.solana[0]
  if (!solana) throw new Error('no Solana cluster')
  return { ...solana, prices: { source: 'http', url: provider.url } }
}
/** The devnet's funded Solana wallet (SOL and 10,000 USDC). */
const solanaWallet = () =>
  devnet.config.solana?.accounts.find((a) => a.label === 'wallet-1')?.address ?? ''
/** Kit's client without waits between tries (spec §9's retries still happen). */
const quickClient = (chain: ResolvedEvmChain) =>
  createEvmRpcClient({
    chainId: chain.chainId,
    rpcUrls: chain.rpcUrls,
    multicall3: chain.multicall3,
    sleep: async () => {},
  })

async function api(
  overrides: Partial<CreateBalanceReaderParameters> = {},
  now: () => number = Date.now,
) {
  const balances = createBalanceReader({
    chains: config.evm,
    solana: config.solana,
    env: devnetApiSecretEnv(devnet.config.accounts),
    getClient: quickClient,
    now,
    ...overrides,
  })
  const app = Fastify()
  await app.register(errorAnswers)
  await app.register(indexerRoutes({ db: database.db, now, balances }))
  return app
}

async function balanceOf(app: Awaited<ReturnType<typeof api>>, owner: string, query = {}) {
  const response = await app.inject({
    url: `/v1/account/${owner}/balance`,
    query: { currency: 'usd', chainId: chainA().caipNetworkId, ...query },
  })
  return { status: response.statusCode, body: response.json() as { balances: BalanceItem[] } }
}

/** A fresh account holding `eth` and `dai` on chain A (and nothing else). */
async function freshAccount({ eth, dai }: { eth: string; dai: string }): Promise<Address> {
  const chain = devnet.config.chains[0]
  if (!chain) throw new Error('no chain')
  const client = createDevnetClient(chain)
  const owner = privateKeyToAddress(numberToHex(BigInt(Date.now()) * 7919n, { size: 32 }))
  await client.request({
    method: 'anvil_setBalance',
    params: [owner, numberToHex(parseEther(eth))],
  } as never)
  const deployer = devnet.config.accounts.find((a) => a.label === 'deployer')?.address
  const hash = await client.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: deployer,
        to: chain.contracts.dai,
        data: encodeFunctionData({
          abi: devnetTokenAbi,
          functionName: 'mint',
          args: [owner, parseUnits(dai, 18)],
        }),
      },
    ],
  } as never)
  await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  return owner
}

describe('balances from the operator file (issue 18: "native plus every listed token with a non-zero balance, read in one Multicall3 call per chain per account, priced, cached 30 s")', () => {
  it('native first, then the listed tokens held (names, symbols, decimals, icons from the list), priced; tokens not held left out', async () => {
    const owner = await freshAccount({ eth: '1.5', dai: '20' })
    const { status, body } = await balanceOf(await api(), owner)
    expect(status).toBe(200)
    expect(schemaErrors(BalanceResponse, body)).toEqual([])
    const listedDai = chainA().tokens.find((t) => t.symbol === 'DAI')
    const [eth, dai, ...rest] = body.balances
    expect(rest).toEqual([])
    expect(eth).toMatchObject({
      name: chainA().nativeCurrency.name,
      symbol: chainA().nativeCurrency.symbol,
      chainId: chainA().caipNetworkId,
      quantity: { decimals: '18', numeric: '1.5' },
    })
    expect(eth?.address).toBeUndefined()
    expect(dai).toMatchObject({
      name: listedDai?.name,
      symbol: 'DAI',
      address: `${chainA().caipNetworkId}:${listedDai?.address.toLowerCase()}`,
      quantity: { decimals: '18', numeric: '20' },
      iconUrl: listedDai?.logoURI,
    })
    // Priced by the devnet's pools (ETH ≈ 3000, DAI ≈ 1 USDC), value = quantity × price.
    expect(eth?.price).toBeGreaterThan(1000)
    expect(eth?.value).toBeCloseTo(1.5 * (eth?.price ?? 0), 6)
    expect(dai?.price).toBeGreaterThan(0.5)
    expect(dai?.value).toBeCloseTo(20 * (dai?.price ?? 0), 6)
  })

  it('one eth_call per chain per account, however long the list (a listed contract that fails is left out)', async () => {
    const owner = await freshAccount({ eth: '1', dai: '1' })
    // 40 more listed "tokens" at addresses without code: > 1 KiB of calldata, which viem would split.
    const padded: ResolvedEvmChain = {
      ...chainA(),
      rpcUrls: [proxyUrl],
      tokens: [
        ...chainA().tokens,
        ...Array.from({ length: 40 }, (_, i) => ({
          chainId: chainA().chainId,
          address: getAddress(numberToHex(0xdead0000n + BigInt(i), { size: 20 })),
          symbol: `T${i}`,
          name: `Token ${i}`,
          decimals: 18,
        })),
      ],
    }
    const app = await api({
      chains: [padded],
      getPriceSource: () => ({ getUsdPrices: async () => new Map() }),
    })
    proxied.length = 0
    const { body } = await balanceOf(app, owner)
    expect(body.balances.map((b) => b.symbol)).toEqual(['ETH', 'DAI'])
    expect(proxied.filter((m) => m === 'eth_call')).toHaveLength(1)
    // No price source: no price and no value, never 0.
    expect(body.balances.every((b) => b.price === undefined && b.value === undefined)).toBe(true)
  })

  it('cached 30 s per chain and address (spec §9 "Caches: balance and native balance 30 s"); forceUpdate reads again', async () => {
    let clock = 1_000_000
    const app = await api({}, () => clock)
    const owner = await freshAccount({ eth: '2', dai: '5' })
    expect((await balanceOf(app, owner)).body.balances[0]?.quantity.numeric).toBe('2')
    const chain = devnet.config.chains[0]
    if (!chain) throw new Error('no chain')
    await createDevnetClient(chain).request({
      method: 'anvil_setBalance',
      params: [owner, numberToHex(parseEther('3'))],
    } as never)
    clock += BALANCE_CACHE_TTL_MS - 1
    expect((await balanceOf(app, owner)).body.balances[0]?.quantity.numeric).toBe('2')
    expect(
      (await balanceOf(app, owner, { forceUpdate: 'true' })).body.balances[0]?.quantity.numeric,
    ).toBe('3')
    await createDevnetClient(chain).request({
      method: 'anvil_setBalance',
      params: [owner, numberToHex(parseEther('4'))],
    } as never)
    clock += BALANCE_CACHE_TTL_MS
    expect((await balanceOf(app, owner)).body.balances[0]?.quantity.numeric).toBe('4')
  })
})

describe('an RPC or provider that is down or rate-limited (issue 18: "gives a clear error answer (503 with a reason) and never a cached empty result")', () => {
  it.each([
    [
      'an RPC on a closed port',
      () => ({ rpcUrls: ['http://127.0.0.1:9'] }),
      'CHAIN_UNAVAILABLE',
      'unreachable',
    ],
    ['an RPC answering 429', () => ({ rpcUrls: [proxyUrl] }), 'CHAIN_UNAVAILABLE', 'rate-limited'],
    [
      'a price provider on a closed port',
      () => ({ prices: { source: 'http' as const, url: 'http://127.0.0.1:9/prices' } }),
      'PRICE_PROVIDER_UNAVAILABLE',
      'unreachable',
    ],
  ])(
    '%s → 503 naming the chain and the reason; once it answers, the balances come: nothing empty was cached',
    async (_case, change, code, reason) => {
      const owner = await freshAccount({ eth: '1', dai: '1' })
      const sick: ResolvedEvmChain = { ...chainA(), ...change() }
      mode = '429'
      const failing = await balanceOf(await api({ chains: [sick] }), owner)
      mode = 'forward'
      expect(failing.status).toBe(503)
      expect(failing.body).toEqual({
        error: {
          code,
          message: expect.stringContaining(chainA().caipNetworkId),
          details: { chainId: chainA().caipNetworkId, reason },
        },
      })
      // The same reader once the chain answers: read, not an empty answer from a cache.
      const healed = await api({ chains: [{ ...chainA(), rpcUrls: [proxyUrl] }] })
      expect((await balanceOf(healed, owner)).body.balances.map((b) => b.symbol)).toEqual([
        'ETH',
        'DAI',
      ])
    },
  )

  it('the 429 is not cached: the same reader answers once the RPC recovers', async () => {
    const owner = await freshAccount({ eth: '1', dai: '1' })
    const app = await api({ chains: [{ ...chainA(), rpcUrls: [proxyUrl] }] })
    mode = '429'
    expect((await balanceOf(app, owner)).status).toBe(503)
    mode = 'forward'
    const { status, body } = await balanceOf(app, owner)
    expect(status).toBe(200)
    expect(body.balances.map((b) => b.quantity.numeric)).toEqual(['1', '1'])
  })
})

describe('the route', () => {
  it('a chain the API does not serve has no balances; an address of the other kind is a 400', async () => {
    const app = await api()
    const owner = await freshAccount({ eth: '1', dai: '1' })
    expect((await balanceOf(app, owner, { chainId: 'eip155:999' })).body).toEqual({ balances: [] })
    const solana = config.solana[0]
    if (!solana) throw new Error('no Solana cluster')
    expect((await balanceOf(app, owner, { chainId: solana.caipNetworkId })).status).toBe(400)
  })

  it("Solana: SOL plus the SPL tokens of the cluster's list, without prices (none configured)", async () => {
    const solana = config.solana[0]
    const owner = devnet.config.solana?.accounts.find((a) => a.label === 'wallet-1')?.address
    if (!solana || !owner) throw new Error('no Solana cluster')
    const [{ status, body }, { value: lamports }] = await Promise.all([
      balanceOf(await api(), owner, { chainId: solana.caipNetworkId }),
      createSolanaRpc(solana.rpcUrls[0] ?? '')
        .getBalance(address(owner), { commitment: 'confirmed' })
        .send(),
    ])
    expect(status).toBe(200)
    const usdc = solana.tokens.find((t) => t.symbol === 'USDC')
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: solana.caipNetworkId,
        quantity: { decimals: '9', numeric: formatUnits(lamports, 9) },
        iconUrl: '',
      },
      {
        name: usdc?.name,
        symbol: 'USDC',
        chainId: solana.caipNetworkId,
        address: `${solana.caipNetworkId}:${usdc?.address}`,
        quantity: { decimals: '6', numeric: formatUnits(10_000_000_000n, 6) },
        iconUrl: usdc?.logoURI,
      },
    ])
  })

  it("Solana priced by the cluster's HTTP provider: SOL (asked as wrapped SOL's mint) and USDC get price and value; the provider is asked with the cluster's CAIP-2 id and the mints as they are", async () => {
    const solana = pricedCluster()
    const usdc = solana.tokens.find((t) => t.symbol === 'USDC')
    if (!usdc) throw new Error('no Solana USDC listed')
    // Base58 is case-sensitive: the mint must be sent as it is, not lowercased as EVM addresses.
    expect(usdc.address).not.toBe(usdc.address.toLowerCase())
    provider.setPrices({ [WRAPPED_SOL_MINT]: 150, [usdc.address]: 0.999 })
    provider.asked.length = 0
    const { status, body } = await balanceOf(await api({ solana: [solana] }), solanaWallet(), {
      chainId: solana.caipNetworkId,
    })
    expect(status).toBe(200)
    expect(schemaErrors(BalanceResponse, body)).toEqual([])
    const [sol, usdcItem, ...rest] = body.balances
    expect(rest).toEqual([])
    expect(sol).toMatchObject({ symbol: 'SOL', price: 150 })
    expect(Number(sol?.quantity.numeric)).toBeGreaterThan(0)
    expect(sol?.value).toBeCloseTo(Number(sol?.quantity.numeric) * 150, 6)
    expect(usdcItem).toMatchObject({
      symbol: 'USDC',
      address: `${solana.caipNetworkId}:${usdc.address}`,
      quantity: { decimals: '6', numeric: '10000' },
      price: 0.999,
    })
    expect(usdcItem?.value).toBeCloseTo(10_000 * 0.999, 6)
    expect(provider.asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { chainId: solana.caipNetworkId, addresses: `${WRAPPED_SOL_MINT},${usdc.address}` },
    ])
  })

  it('Solana: a mint the provider does not price (here: answered under a lowercased mint) has no price and no value, never 0', async () => {
    const solana = pricedCluster()
    const usdc = solana.tokens.find((t) => t.symbol === 'USDC')
    if (!usdc) throw new Error('no Solana USDC listed')
    provider.setPrices({ [WRAPPED_SOL_MINT]: 150, [usdc.address.toLowerCase()]: 1 })
    const { status, body } = await balanceOf(await api({ solana: [solana] }), solanaWallet(), {
      chainId: solana.caipNetworkId,
    })
    expect(status).toBe(200)
    const [sol, usdcItem] = body.balances
    expect(sol).toMatchObject({ symbol: 'SOL', price: 150 })
    expect(usdcItem).toMatchObject({ symbol: 'USDC', quantity: { numeric: '10000' } })
    expect(usdcItem && 'price' in usdcItem).toBe(false)
    expect(usdcItem && 'value' in usdcItem).toBe(false)
  })

  it('Solana: a failing price provider is a 503 PRICE_PROVIDER_UNAVAILABLE naming the cluster; nothing is cached: the same reader answers once it recovers', async () => {
    const solana = pricedCluster()
    const app = await api({ solana: [solana] })
    const query = { chainId: solana.caipNetworkId }
    provider.fail()
    expect(await balanceOf(app, solanaWallet(), query)).toEqual({
      status: 503,
      body: {
        error: {
          code: 'PRICE_PROVIDER_UNAVAILABLE',
          message: expect.stringContaining(solana.caipNetworkId),
          details: { chainId: solana.caipNetworkId, reason: 'http-error' },
        },
      },
    })
    provider.setPrices({ [WRAPPED_SOL_MINT]: 150 })
    const healed = await balanceOf(app, solanaWallet(), query)
    expect(healed.status).toBe(200)
    expect(healed.body.balances[0]).toMatchObject({ symbol: 'SOL', price: 150 })
  })

  it('Solana: a cluster the API does not serve has no balances; a Solana address on an EVM chain is a 400', async () => {
    const app = await api()
    const owner = devnet.config.solana?.accounts[0]?.address ?? ''
    const other = { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    expect(await balanceOf(app, owner, other)).toEqual({ status: 200, body: { balances: [] } })
    expect((await balanceOf(app, owner)).status).toBe(400)
  })

  it('Solana: cached 30 s too; an airdrop shows with forceUpdate or once the 30 s are over', async () => {
    const solana = config.solana[0]
    if (!solana) throw new Error('no Solana cluster')
    let clock = 1_000_000
    const app = await api({}, () => clock)
    const query = { chainId: solana.caipNetworkId }
    const fresh = getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)))
    const sol = async (extra = {}) =>
      (await balanceOf(app, fresh, { ...query, ...extra })).body.balances[0]?.quantity.numeric
    const rpc = createSolanaRpc(solana.rpcUrls[0] ?? '')
    const airdrop = async (lamports: bigint) => {
      const signature = await rpc.requestAirdrop(address(fresh), lamports as Lamports).send()
      for (let i = 0; i < 50; i++) {
        const { value } = await rpc.getSignatureStatuses([signature]).send()
        if (value[0]?.confirmationStatus) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the airdrop was not confirmed')
    }
    expect(await sol()).toBe('0')
    await airdrop(2_500_000_000n)
    clock += BALANCE_CACHE_TTL_MS - 1
    expect(await sol()).toBe('0')
    clock += 1
    expect(await sol()).toBe('2.5')
    await airdrop(500_000_000n)
    expect(await sol()).toBe('2.5')
    expect(await sol({ forceUpdate: 'true' })).toBe('3')
  })
})
