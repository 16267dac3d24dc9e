import type { HistoryItem } from '@portico/protocol'
import { HistoryResponse, NftsResponse } from '@portico/protocol'
import { Value } from '@sinclair/typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockscoutHistorySource } from './blockscout/createBlockscoutHistorySource.js'
import { createEtherscanHistorySource } from './etherscan/createEtherscanHistorySource.js'
import type { HistorySource } from './HistorySource.js'
import { HistorySourceError } from './HistorySourceError.js'
import {
  buildHistoryFixture,
  expectedHistory,
  FIXTURE_ACCOUNT,
} from './testing/buildHistoryFixture.js'
import { createBlockscoutStandIn, type StandInBehavior } from './testing/createBlockscoutStandIn.js'
import { createEtherscanStandIn } from './testing/createEtherscanStandIn.js'
import { fixtureHoldings } from './testing/historyFixture.js'

const CHAIN_ID = 8453
const API_KEY = 'SECRETKEY1234567890ABCDEFGHIJKLMN'
const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 }
// 130 transactions: three Blockscout pages (50 a page), two Etherscan pages (100 a page).
const fixture = buildHistoryFixture(130)

type Adapter = {
  name: string
  start(): Promise<{
    source: HistorySource
    behave(b: StandInBehavior): void
    requests: URL[]
    close(): Promise<void>
  }>
}

const ADAPTERS: Adapter[] = [
  {
    name: 'blockscout',
    async start() {
      const standIn = await createBlockscoutStandIn({ fixture })
      return {
        ...standIn,
        source: createBlockscoutHistorySource({
          url: standIn.url,
          chainId: CHAIN_ID,
          native: NATIVE,
        }),
      }
    },
  },
  {
    name: 'etherscan',
    async start() {
      const standIn = await createEtherscanStandIn({ fixture, apiKey: API_KEY, chainId: CHAIN_ID })
      return {
        ...standIn,
        source: createEtherscanHistorySource({
          url: `${standIn.url}/v2/api`,
          apiKey: API_KEY,
          chainId: CHAIN_ID,
          native: NATIVE,
        }),
      }
    },
  },
]

async function walk(source: HistorySource, limit: number, beforeBlock?: number) {
  const items: HistoryItem[] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 500; pages++) {
    const page = await source.history(FIXTURE_ACCOUNT, {
      chainId: CHAIN_ID,
      cursor,
      limit,
      beforeBlock,
    })
    expect(Value.Check(HistoryResponse, page)).toBe(true)
    expect(page.data.length).toBeLessThanOrEqual(limit)
    items.push(...page.data)
    if (page.next === null) return items
    cursor = page.next
  }
  throw new Error('no last page')
}

describe.each(ADAPTERS)('the $name adapter against its stand-in', (adapter) => {
  let world: Awaited<ReturnType<Adapter['start']>>
  beforeAll(async () => {
    world = await adapter.start()
  })
  afterAll(async () => {
    await world?.close()
  })

  it.each([1, 7, 20, 100])(
    'walks the whole history %i a page: newest first, every transaction once, none split',
    async (limit) => {
      world.behave('ok')
      const items = await walk(world.source, limit)
      const expected = expectedHistory(fixture, FIXTURE_ACCOUNT)
      expect(items.map((item) => item.id)).toEqual(expected.map((e) => e.id))
      expect(items.map((item) => item.transfers.length)).toEqual(expected.map((e) => e.count))
    },
  )

  it('maps each kind of transfer: native and USDC amounts, directions, operation types, NFT names', async () => {
    world.behave('ok')
    const items = await walk(world.source, 50)
    const byId = new Map(items.map((item) => [item.id, item]))
    const of = (i: number) => byId.get(fixture[i]!.hash)!
    expect(of(0)).toMatchObject({
      metadata: {
        chain: `eip155:${CHAIN_ID}`,
        operationType: 'send',
        status: 'confirmed',
        minedAt: new Date((1_700_000_000 + 1000 * 12) * 1000).toISOString(),
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1' },
          fungible_info: { symbol: 'ETH', name: 'Ether' },
        },
      ],
    })
    expect(of(1)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '2.5' },
          fungible_info: { symbol: 'USDC', name: 'USD Coin' },
        },
      ],
    })
    expect(
      of(2).transfers.map((t) => [t.direction, t.quantity.numeric, t.fungible_info?.symbol]),
    ).toEqual([
      ['out', '0.5', 'ETH'],
      ['out', '1', 'USDC'],
    ])
    expect(of(3)).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Portico Pals #3', flags: { is_spam: false } },
        },
      ],
    })
    expect(byId.has(fixture[4]!.hash)).toBe(false) // reverted
    expect(of(5).transfers).toMatchObject([
      { direction: 'out', nft_info: { name: 'Portico Pals #3' } },
    ])
  })

  it('gives only transactions below beforeBlock (the indexer start block), to the oldest', async () => {
    world.behave('ok')
    const beforeBlock = 1040
    const items = await walk(world.source, 9, beforeBlock)
    const expected = expectedHistory(fixture, FIXTURE_ACCOUNT).filter((e) => e.block < beforeBlock)
    expect(items.map((item) => item.id)).toEqual(expected.map((e) => e.id))
  })

  it('lists the ERC-721 tokens held now (a token sent away is not), page by page', async () => {
    world.behave('ok')
    const held = fixtureHoldings(fixture).filter((h) => h.owner === FIXTURE_ACCOUNT)
    const ids: string[] = []
    let cursor: string | undefined
    for (;;) {
      const page = await world.source.nfts(FIXTURE_ACCOUNT, { chainId: CHAIN_ID, cursor, limit: 4 })
      expect(Value.Check(NftsResponse, { nfts: page.nfts })).toBe(true)
      ids.push(...page.nfts.map((n) => n.tokenId))
      if (adapter.name === 'blockscout')
        for (const nft of page.nfts) {
          expect(nft.name).toBe(`Pal ${nft.tokenId}`)
          if (nft.tokenId === '3') expect(nft.imageUrl).toBeUndefined()
          else expect(nft.imageUrl).toBe(`https://assets.example/pals/${nft.tokenId}.png`)
        }
      else for (const nft of page.nfts) expect(nft.name).toBe(`Portico Pals #${nft.tokenId}`)
      if (page.next === null) break
      cursor = page.next
    }
    expect(ids.sort()).toEqual(held.map((h) => h.transfer.amount).sort())
    expect(ids.length).toBeGreaterThan(4)
  })

  it.each([
    ['down', 'unavailable'],
    ['rate-limited', 'rate-limited'],
    ['malformed', 'malformed'],
    ['not-json', 'malformed'],
  ] as const)(
    'a source that is %s fails as %s — never an empty page — and names no key',
    async (behavior, failure) => {
      world.behave(behavior)
      try {
        for (const call of [
          () => world.source.history(FIXTURE_ACCOUNT, { chainId: CHAIN_ID, limit: 5 }),
          () => world.source.nfts(FIXTURE_ACCOUNT, { chainId: CHAIN_ID, limit: 5 }),
        ]) {
          const error = await call().then(
            () => undefined,
            (e: unknown) => e,
          )
          expect(error).toBeInstanceOf(HistorySourceError)
          expect(error).toMatchObject({ source: adapter.name, failure })
          const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`
          expect(text).not.toContain(API_KEY)
        }
      } finally {
        world.behave('ok')
      }
    },
  )

  it('refuses a cursor it did not write', async () => {
    world.behave('ok')
    for (const cursor of ['garbage', Buffer.from('{"p":[1],"b":1,"h":"x"}').toString('base64url')])
      await expect(
        world.source.history(FIXTURE_ACCOUNT, { chainId: CHAIN_ID, cursor, limit: 5 }),
      ).rejects.toMatchObject({
        failure: 'invalid-cursor',
      })
  })
})

describe('the Etherscan adapter with a wrong key', () => {
  it("fails as 'refused' with Etherscan's words, never the key", async () => {
    const standIn = await createEtherscanStandIn({
      fixture,
      apiKey: 'the-right-key',
      chainId: CHAIN_ID,
    })
    try {
      const source = createEtherscanHistorySource({
        url: `${standIn.url}/v2/api`,
        apiKey: API_KEY,
        chainId: CHAIN_ID,
        native: NATIVE,
      })
      const error = await source
        .history(FIXTURE_ACCOUNT, { chainId: CHAIN_ID, limit: 5 })
        .catch((e: unknown) => e)
      expect(error).toMatchObject({
        failure: 'refused',
        message: 'etherscan: refused (Invalid API Key)',
      })
      expect(standIn.requests[0]?.searchParams.get('apikey')).toBe(API_KEY)
    } finally {
      await standIn.close()
    }
  })
})
