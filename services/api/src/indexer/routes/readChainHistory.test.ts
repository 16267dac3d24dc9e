import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { type HistoryItem, HistoryResponse, NftsResponse } from '@portico/protocol'
import { Value } from '@sinclair/typebox/value'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  type Address,
  createTestClient,
  http,
  parseEther,
  publicActions,
  walletActions,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../../db/createDatabase.js'
import { createBlockscoutHistorySource } from '../../history/blockscout/createBlockscoutHistorySource.js'
import type { ChainHistory } from '../../history/createHistorySources.js'
import { createEtherscanHistorySource } from '../../history/etherscan/createEtherscanHistorySource.js'
import { createBlockscoutStandIn } from '../../history/testing/createBlockscoutStandIn.js'
import { createEtherscanStandIn } from '../../history/testing/createEtherscanStandIn.js'
import { type FixtureTransaction, fixtureHash } from '../../history/testing/historyFixture.js'
import { openTestDatabase } from '../../testing/openTestDatabase.js'
import { createIndexer } from '../createIndexer.js'
import { indexerRoutes } from './indexerRoutes.js'

const INDEXED = 31_998 // anvil, indexed from a start block, Blockscout below it
const SOURCE_ONLY = 31_997 // Blockscout only, no indexer
const ETHERSCAN = 31_996 // Etherscan only
const API_KEY = 'ETHERSCANKEY-0123456789-NEVER-LOGGED'
const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const PALS = {
  address: '0x0000000000000000000000000000000000009a15',
  name: 'Portico Pals',
  symbol: 'PALS',
  decimals: 0,
}

describe('history and NFTs across the indexer and a history source (anvil, SQLite)', () => {
  let anvil: Awaited<ReturnType<typeof startAnvil>>
  let database: ApiDatabase
  let app: FastifyInstance
  let blockscout: Awaited<ReturnType<typeof createBlockscoutStandIn>>
  let etherscan: Awaited<ReturnType<typeof createEtherscanStandIn>>
  let account: Address
  let startBlock: number
  const indexedHashes: string[] = []
  const olderHashes: string[] = []
  const logLines: string[] = []

  beforeAll(async () => {
    const [port] = await getFreePorts(1)
    anvil = await startAnvil({ chainId: INDEXED, port: port! })
    const client = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
    const [a, b] = (await client.getAddresses()) as [Address, Address]
    account = a
    await client.mine({ blocks: 10 })
    startBlock = Number(await client.getBlockNumber({ cacheTime: 0 })) + 1
    const fixture: FixtureTransaction[] = []
    const me = a.toLowerCase()
    const other = b.toLowerCase()
    // Older history, below the start block: only the source has it.
    for (let i = 1; i <= 5; i++) {
      const hash = fixtureHash(i)
      olderHashes.unshift(hash)
      fixture.push({
        hash,
        block: i,
        index: 0,
        timestamp: 1_700_000_000 + i,
        from: me,
        to: i === 3 ? PALS.address : other,
        value: i === 3 ? '0' : '1000',
        transfers:
          i === 3
            ? [{ kind: 'erc721', token: PALS, from: zeroAddress, to: me, amount: '7', logIndex: 0 }]
            : [],
      })
    }
    // From the start block on, the chain's own transactions: both the indexer and the source have them.
    for (let i = 0; i < 3; i++) {
      const hash = await client.sendTransaction({
        account: a,
        to: b,
        value: parseEther('0.1'),
        chain: null,
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 5 })
      const block = await client.getBlock({ blockNumber: receipt.blockNumber })
      indexedHashes.unshift(hash)
      fixture.push({
        hash,
        block: Number(block.number),
        index: 0,
        timestamp: Number(block.timestamp),
        from: me,
        to: other,
        value: String(parseEther('0.1')),
        transfers: [],
      })
    }
    database = await openTestDatabase('sqlite')
    await createIndexer({
      db: database.db,
      chains: [{ chainId: INDEXED, rpcUrls: [anvil.rpcUrl], startBlock }],
    }).runOnce()
    blockscout = await createBlockscoutStandIn({ fixture })
    etherscan = await createEtherscanStandIn({ fixture, apiKey: API_KEY, chainId: ETHERSCAN })
    const history = new Map<number, ChainHistory>([
      [
        INDEXED,
        {
          chainId: INDEXED,
          indexerStartBlock: startBlock,
          source: createBlockscoutHistorySource({
            url: blockscout.url,
            chainId: INDEXED,
            native: NATIVE,
          }),
        },
      ],
      [
        SOURCE_ONLY,
        {
          chainId: SOURCE_ONLY,
          source: createBlockscoutHistorySource({
            url: blockscout.url,
            chainId: SOURCE_ONLY,
            native: NATIVE,
          }),
        },
      ],
      [
        ETHERSCAN,
        {
          chainId: ETHERSCAN,
          source: createEtherscanHistorySource({
            url: `${etherscan.url}/v2/api`,
            apiKey: API_KEY,
            chainId: ETHERSCAN,
            native: NATIVE,
          }),
        },
      ],
    ])
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    })
    await app.register(indexerRoutes({ db: database.db, now: Date.now, history }))
  })
  afterAll(async () => {
    await app?.close()
    await blockscout?.close()
    await etherscan?.close()
    await database?.destroy()
    await anvil?.stop()
  })

  const get = (path: string, query: Record<string, string>) =>
    app.inject({ method: 'GET', url: path, query })
  const walk = async (chainId: number, limit: number) => {
    const items: HistoryItem[] = []
    let cursor: string | undefined
    for (let pages = 0; pages < 50; pages++) {
      const response = await get(`/v1/account/${account}/history`, {
        chainId: `eip155:${chainId}`,
        limit: String(limit),
        ...(cursor ? { cursor } : {}),
      })
      expect(response.statusCode).toBe(200)
      const page = response.json() as { data: HistoryItem[]; next: string | null }
      expect(Value.Check(HistoryResponse, page)).toBe(true)
      items.push(...page.data)
      if (page.next === null) return items
      cursor = page.next
    }
    throw new Error('no last page')
  }

  it.each([1, 2, 3, 10])(
    'gives the indexer’s transactions down to its start block, then the source’s older ones, %i a page — none twice, none missing',
    async (limit) => {
      const ids = (await walk(INDEXED, limit)).map((item) => item.id)
      expect(ids).toEqual([...indexedHashes, ...olderHashes])
    },
  )

  it('gives a chain without the indexer from its source alone', async () => {
    const ids = (await walk(SOURCE_ONLY, 3)).map((item) => item.id)
    expect(ids).toEqual([...indexedHashes, ...olderHashes])
    const viaEtherscan = (await walk(ETHERSCAN, 4)).map((item) => item.id)
    expect(viaEtherscan).toEqual([...indexedHashes, ...olderHashes])
  })

  it.each([
    ['down', 'unavailable', undefined],
    ['rate-limited', 'rate-limited', '2'],
    ['malformed', 'malformed', undefined],
  ] as const)(
    'a source that is %s answers 503 with the reason, and the page comes once it is back (nothing empty kept)',
    async (behavior, reason, retryAfter) => {
      blockscout.behave(behavior)
      try {
        for (const [chainId, query] of [
          [SOURCE_ONLY, {}],
          [INDEXED, { cursor: 's.' }],
        ] as const) {
          const response = await get(`/v1/account/${account}/history`, {
            chainId: `eip155:${chainId}`,
            ...query,
          })
          expect(response.statusCode).toBe(503)
          expect(response.json()).toEqual({
            error: {
              code: 'CHAIN_UNAVAILABLE',
              message: 'Chain unavailable',
              details: { chainId: `eip155:${chainId}`, source: 'blockscout', reason },
            },
          })
          expect(response.headers['retry-after']).toBe(retryAfter)
        }
        const nfts = await get(`/v1/account/${account}/nfts`, { chainId: `eip155:${SOURCE_ONLY}` })
        expect(nfts.statusCode).toBe(503)
      } finally {
        blockscout.behave('ok')
      }
      const again = await get(`/v1/account/${account}/history`, {
        chainId: `eip155:${SOURCE_ONLY}`,
      })
      expect(again.statusCode).toBe(200)
      expect((again.json() as { data: unknown[] }).data.length).toBeGreaterThan(0)
    },
  )

  it('never puts the Etherscan key in a log line or an error answer', async () => {
    for (const behavior of ['rate-limited', 'down', 'not-json'] as const) {
      etherscan.behave(behavior)
      const response = await get(`/v1/account/${account}/history`, {
        chainId: `eip155:${ETHERSCAN}`,
      })
      expect(response.statusCode).toBe(503)
      expect(response.body).not.toContain(API_KEY)
    }
    etherscan.behave('ok')
    expect(
      logLines.some((line) => line.includes('history source failed') && line.includes('etherscan')),
    ).toBe(true)
    expect(logLines.join('\n')).not.toContain(API_KEY)
    // The key did go to the stand-in: it is the request that carries it, not the logs.
    expect(etherscan.requests.some((url) => url.searchParams.get('apikey') === API_KEY)).toBe(true)
  })

  it('answers NFTs from the source where one is configured, else from the indexer; every chain without chainId', async () => {
    const from = async (query: Record<string, string>) => {
      const response = await get(`/v1/account/${account}/nfts`, query)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(Value.Check(NftsResponse, body)).toBe(true)
      return (body as { nfts: { chainId: string; tokenId: string }[] }).nfts.map(
        (n) => `${n.chainId}/${n.tokenId}`,
      )
    }
    expect(await from({ chainId: `eip155:${SOURCE_ONLY}` })).toEqual([`eip155:${SOURCE_ONLY}/7`])
    expect(await from({ chainId: `eip155:${ETHERSCAN}` })).toEqual([`eip155:${ETHERSCAN}/7`])
    expect(await from({})).toEqual(
      [`eip155:${ETHERSCAN}/7`, `eip155:${SOURCE_ONLY}/7`, `eip155:${INDEXED}/7`].sort(),
    )
  })

  it('refuses a cursor that is none with 400', async () => {
    const response = await get(`/v1/account/${account}/history`, {
      chainId: `eip155:${INDEXED}`,
      cursor: 's.garbage',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_CURSOR' } })
  })
})
