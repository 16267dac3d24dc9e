import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import {
  type BalanceItem,
  BalanceResponse,
  type FungiblePriceBody,
  FungiblePriceResponse,
  type HistoryItem,
  HistoryResponse,
  NftsResponse,
  SupportedChainsResponse,
} from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import type { TSchema } from '@sinclair/typebox'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  type Address,
  createTestClient,
  formatEther,
  formatUnits,
  http,
  parseAbi,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBalanceReader } from '../../balances/createBalanceReader.js'
import type { ApiDatabase } from '../../db/createDatabase.js'
import { createPriceReader } from '../../prices/createPriceReader.js'
import { devnetIndexerChains } from '../../testing/devnetIndexerChains.js'
import { ENGINES, openTestDatabase } from '../../testing/openTestDatabase.js'
import { readDevnetOperatorConfig } from '../../testing/readDevnetOperatorConfig.js'
import { createIndexer, type Indexer } from '../createIndexer.js'
import { indexerRoutes } from './indexerRoutes.js'

const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
])

describe.each(ENGINES)('indexer routes on %s', (engine) => {
  let devnet: DevnetHandle
  let database: ApiDatabase
  let app: FastifyInstance
  let indexer: Indexer
  /** The Solana cluster of the devnet's operator file, whose balances the API reads too. */
  let solanaCluster = ''
  beforeAll(async () => {
    devnet = await startTestDevnet()
    database = await openTestDatabase(engine)
    indexer = createIndexer({
      db: database.db,
      chains: await devnetIndexerChains(devnet.config),
      // The devnet's asset server serves the collection's metadata (tokenURI).
      nftMetadataOrigins: [new URL(devnet.config.assetsUrl).origin],
    })
    await indexer.runOnce()
    // Balances and prices from the devnet's operator file, as main.ts serves them.
    const { config, env } = await readDevnetOperatorConfig(devnet.config)
    solanaCluster = config.solana[0]?.caipNetworkId ?? ''
    app = Fastify()
    await app.register(
      indexerRoutes({
        db: database.db,
        now: Date.now,
        balances: createBalanceReader({ chains: config.evm, solana: config.solana, env }),
        prices: createPriceReader({ chains: config.evm, env }),
      }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
    await devnet?.stop()
  })

  const chain = () => devnet.config.chains[0]!
  const account = (label: string) => devnet.config.accounts.find((a) => a.label === label)!.address
  const client = () =>
    createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
  const send = async (from: Address, to: Address, value: bigint, data?: `0x${string}`) => {
    const c = client()
    const hash = await c.sendTransaction({ account: from, to, value, data, chain: null })
    await c.waitForTransactionReceipt({ hash, pollingInterval: 5 })
    return hash
  }
  const history = async (address: Address, query: Record<string, string>) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${address}/history`,
      query,
    })
    expect(response.statusCode).toBe(200)
    return response.json() as { data: HistoryItem[]; next: string | null }
  }
  const balance = async (address: Address, query: Record<string, string>) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/account/${address}/balance`,
      query,
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { balances: BalanceItem[] }).balances
  }

  it('answers the seeded history of wallet-1 with directions, amounts and token info', async () => {
    const wallet1 = account('wallet-1')
    const { data } = await history(wallet1, { chainId: 'eip155:31337', limit: '100' })
    const seeded = devnet.config.history.filter((h) => h.chainId === 31337)
    const item = (kind: string, asset?: string) => {
      const step = seeded.find((h) => h.kind === kind && (!asset || h.asset === asset))!
      return data.find((i) => i.id === step.txHash)
    }
    expect(item('native')).toMatchObject({
      metadata: {
        chain: 'eip155:31337',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: wallet1,
        sentTo: account('wallet-2'),
      },
      transfers: [
        {
          quantity: { numeric: '1.5' },
          direction: 'out',
          fungible_info: { symbol: 'ETH', icon: { url: expect.stringMatching(/ETH\.svg$/) } },
        },
      ],
    })
    expect(item('native')?.metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
    expect(item('erc20', 'USDC')).toMatchObject({
      metadata: { operationType: 'receive', sentTo: chain().contracts.usdc },
      transfers: [
        {
          quantity: { numeric: '250' },
          direction: 'in',
          fungible_info: { symbol: 'USDC', icon: { url: expect.stringMatching(/USDC\.svg$/) } },
        },
      ],
    })
    expect(item('erc20', 'DAI')).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [
        { quantity: { numeric: '100' }, direction: 'out', fungible_info: { symbol: 'DAI' } },
      ],
    })
    const wallet2 = await history(account('wallet-2'), { chainId: 'eip155:31337', limit: '100' })
    const nftStep = seeded.find((h) => h.kind === 'erc721')!
    expect(wallet2.data.find((i) => i.id === nftStep.txHash)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [
        {
          quantity: { numeric: '1' },
          direction: 'in',
          // spec §3 nft_info: name and content preview url, from the token's metadata.
          nft_info: {
            name: `Portico Pal #${nftStep.tokenId}`,
            content: { preview: { url: `${devnet.config.assetsUrl}/nft/${nftStep.tokenId}.svg` } },
            flags: { is_spam: false },
          },
        },
      ],
    })
    // The other chain's history is its own.
    const chainB = await history(wallet1, { chainId: 'eip155:31338', limit: '100' })
    expect(chainB.data.every((i) => i.metadata.chain === 'eip155:31338')).toBe(true)
    expect(chainB.data.length).toBe(data.length)
  })

  it('walks every page without gaps or duplicates, stable while new transfers are mined', async () => {
    const wallet1 = account('wallet-1')
    const all = await history(wallet1, { chainId: 'eip155:31337', limit: '100' })
    expect(all.next).toBeNull()
    expect(all.data.length).toBeGreaterThan(4)
    const seen: string[] = []
    let cursor: string | null = null
    let page = 0
    do {
      const result = await history(wallet1, {
        chainId: 'eip155:31337',
        limit: '2',
        ...(cursor ? { cursor } : {}),
      })
      seen.push(...result.data.map((i) => i.id))
      cursor = result.next
      if (page++ === 0) {
        // New transfers of wallet-1 arrive after the first page.
        await send(wallet1, account('wallet-3'), parseEther('0.01'))
        await send(account('wallet-2'), wallet1, parseEther('0.02'))
        await indexer.runOnce()
      }
    } while (cursor)
    expect(seen).toEqual(all.data.map((i) => i.id))
    const fresh = await history(wallet1, { chainId: 'eip155:31337', limit: '2' })
    expect(fresh.data[0]?.transfers[0]).toMatchObject({
      quantity: { numeric: '0.02' },
      direction: 'in',
    })
  })

  it('refuses bad input with 400', async () => {
    for (const url of [
      '/v1/account/0x123/history',
      `/v1/account/${account('wallet-1')}/history?cursor=bm9wZQ`,
      `/v1/account/${account('wallet-1')}/history?chainId=solana:abc`,
      `/v1/account/${account('wallet-1')}/balance?currency=eur`,
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
    }
    const price = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { currency: 'usd', addresses: ['eip155:31337'] },
    })
    expect(price.statusCode).toBe(400)
    expect(price.json()).toEqual({
      error: { code: 'INVALID_ADDRESS', message: 'Invalid CAIP-10 address' },
    })
  })

  it('answers balances equal to the chain, native first, priced from the pools', async () => {
    const wallet2 = account('wallet-2')
    const c = client()
    const [ether, usdc, dai] = await Promise.all([
      c.getBalance({ address: wallet2 }),
      c.readContract({
        address: chain().contracts.usdc,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [wallet2],
      }),
      c.readContract({
        address: chain().contracts.dai,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [wallet2],
      }),
    ])
    const balances = await balance(wallet2, { currency: 'usd', chainId: 'eip155:31337' })
    expect(balances[0]).toMatchObject({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: formatEther(ether) },
    })
    expect(balances[0]).not.toHaveProperty('address')
    expect(balances[0]?.price).toBeGreaterThan(2900)
    expect(balances[0]?.price).toBeLessThan(3100)
    expect(balances[0]?.value).toBeCloseTo(
      Number(formatEther(ether)) * (balances[0]?.price ?? Number.NaN),
      6,
    )
    const bySymbol = (symbol: string) => balances.find((b) => b.symbol === symbol)
    expect(bySymbol('USDC')).toMatchObject({
      address: `eip155:31337:${chain().contracts.usdc.toLowerCase()}`,
      quantity: { decimals: '6', numeric: formatUnits(usdc, 6) },
      price: 1,
      iconUrl: expect.stringMatching(/USDC\.svg$/),
    })
    expect(bySymbol('DAI')).toMatchObject({
      quantity: { decimals: '18', numeric: formatUnits(dai, 18) },
    })
    expect(bySymbol('DAI')?.price).toBeCloseTo(1, 2)
    const tokenValues = balances.slice(1).map((b) => b.value ?? -1)
    expect(tokenValues).toEqual([...tokenValues].sort((a, b) => b - a))
    // Every EVM chain when no chainId is named, each chain's native first.
    const everywhere = await balance(wallet2, { currency: 'usd' })
    const chainsInOrder = [...new Set(everywhere.map((b) => b.chainId))]
    expect(chainsInOrder).toEqual(['eip155:31337', 'eip155:31338'])
    for (const chainId of chainsInOrder)
      expect(everywhere.find((b) => b.chainId === chainId)).toMatchObject({ symbol: 'ETH' })
    expect(everywhere.filter((b) => b.chainId === 'eip155:31337')).toEqual(balances)
  })

  it('without a balance reader (an API with no configuration): an empty list for a valid address, a 400 for an invalid one', async () => {
    const bare = Fastify()
    await bare.register(indexerRoutes({ db: database.db, now: Date.now }))
    const solanaOwner = devnet.config.solana?.accounts[0]?.address
    for (const url of [
      `/v1/account/${account('wallet-2')}/balance?currency=usd`,
      `/v1/account/${account('wallet-2')}/balance?chainId=eip155:31337`,
      `/v1/account/${solanaOwner}/balance`,
    ]) {
      const response = await bare.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.json(), url).toEqual({ balances: [] })
    }
    for (const url of [
      '/v1/account/0x123/balance',
      '/v1/account/not-an-address-0OIl/balance',
      `/v1/account/${account('wallet-2')}/balance?chainId=${solanaCluster}`,
      `/v1/account/${solanaOwner}/balance?chainId=eip155:31337`,
    ]) {
      const response = await bare.inject({ url })
      expect(response.statusCode, url).toBe(400)
    }
    await bare.close()
  })

  it("answers @portico/protocol's schemas (what core's readApiBalance, readApiHistory, readApiNfts, readApiSupportedChains read)", async () => {
    const address = account('wallet-1')
    const answers: [TSchema, string][] = [
      [BalanceResponse, `/v1/account/${address}/balance?chainId=eip155:31337`],
      [HistoryResponse, `/v1/account/${address}/history?chainId=eip155:31337`],
      [NftsResponse, `/v1/account/${address}/nfts?chainId=eip155:31337`],
      [SupportedChainsResponse, '/v1/supported-chains'],
    ]
    for (const [schema, url] of answers) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(schemaErrors(schema, response.json()), url).toEqual([])
    }
    const body = {
      currency: 'usd',
      addresses: [`eip155:31337:${chain().contracts.usdc}`],
    } satisfies FungiblePriceBody
    const price = await app.inject({ method: 'POST', url: '/v1/fungible/price', payload: body })
    expect(schemaErrors(FungiblePriceResponse, price.json())).toEqual([])
  })

  it('lists the indexed chains, then the chains and clusters whose balances it reads', async () => {
    const chains = await app.inject({ method: 'GET', url: '/v1/supported-chains' })
    expect(solanaCluster).toMatch(/^solana:/)
    expect(chains.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', solanaCluster],
      ws: [],
    })
  })
})
