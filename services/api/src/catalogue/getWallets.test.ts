import {
  WALLET_SEARCH_ENTRIES,
  WALLETS_PAGE_SIZE,
  type WalletCatalogueEntry,
} from '@portico/core/internal'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { createWalletFixture } from './createWalletFixture.js'
import { importCatalogue } from './importCatalogue.js'
import { catalogueRoutes } from './routes.js'

const FIXTURE_SIZE = 5_000
const fixture = createWalletFixture({ count: FIXTURE_SIZE })
/** The catalogue order computed here: rank, then lower-cased name (bytewise), then id. */
const expectedOrder = [...fixture.wallets]
  .sort(
    (a, b) =>
      (a.rank ?? 0) - (b.rank ?? 0) ||
      compare(a.name.toLowerCase(), b.name.toLowerCase()) ||
      compare(a.id, b.id),
  )
  .map((w) => w.id)

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

describe.each(ENGINES)('getWallets over a 5,000-wallet catalogue on %s', (engine) => {
  let database: ApiDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await importCatalogue({ db: database.db, file: fixture })
    app = Fastify()
    await app.register(catalogueRoutes({ db: database.db, now: () => Date.now() }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
  })

  async function getWallets(query: string) {
    const response = await app.inject({ method: 'GET', url: `/getWallets?${query}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ data: WalletCatalogueEntry[]; count: number }>()
  }

  it('walks all 125 pages of 40 in catalogue order: no duplicate, no gap', async () => {
    const pages = FIXTURE_SIZE / WALLETS_PAGE_SIZE
    expect(pages).toBe(125)
    const seen: string[] = []
    for (let page = 1; page <= pages; page++) {
      const body = await getWallets(`page=${page}`)
      expect(body.count).toBe(FIXTURE_SIZE)
      expect(body.data).toHaveLength(WALLETS_PAGE_SIZE)
      seen.push(...body.data.map((w) => w.id))
    }
    expect(seen).toEqual(expectedOrder)
    expect(await getWallets(`page=${pages + 1}`)).toEqual({ data: [], count: FIXTURE_SIZE })
  })

  it('pages of 100 and a last partial page of 30 (entries=97)', async () => {
    expect((await getWallets('entries=100&page=50')).data.map((w) => w.id)).toEqual(
      expectedOrder.slice(4_900),
    )
    const last = await getWallets('entries=97&page=52')
    expect(last.data.map((w) => w.id)).toEqual(expectedOrder.slice(51 * 97))
    expect(last.data).toHaveLength(FIXTURE_SIZE - 51 * 97)
  })

  // [rule, search, matches in the whole catalogue]
  it.each<[string, string, (name: string) => boolean]>([
    [
      'many matches: capped at WALLET_SEARCH_ENTRIES',
      'AMBER',
      (n) => n.toLowerCase().includes('amber'),
    ],
    ['a digit substring', '123', (n) => n.includes('123')],
    ['a single match', 'iris pocket 4999', (n) => n.toLowerCase() === 'iris pocket 4999'],
  ])('search: %s', async (_rule, search, matches) => {
    const all = expectedOrder.filter((id) =>
      matches(fixture.wallets.find((w) => w.id === id)!.name),
    )
    const capped = all.slice(0, WALLET_SEARCH_ENTRIES)
    const seen: string[] = []
    for (let page = 1; ; page++) {
      const body = await getWallets(`search=${encodeURIComponent(search)}&page=${page}`)
      expect(body.count).toBe(capped.length)
      if (body.data.length === 0) break
      seen.push(...body.data.map((w) => w.id))
    }
    expect(seen).toEqual(capped)
    const one = await getWallets(`search=${encodeURIComponent(search)}&entries=100`)
    expect(one.data.map((w) => w.id)).toEqual(capped)
  })

  it('chains and badge filters count every match across pages', async () => {
    const onBase = fixture.wallets.filter((w) => w.chains?.includes('eip155:8453')).length
    expect((await getWallets('chains=eip155:8453')).count).toBe(onBase)
    const certifiedSolana = fixture.wallets.filter(
      (w) => w.badge === 'certified' && w.chains?.some((c) => c.startsWith('solana:')),
    ).length
    expect((await getWallets('chains=solana&badge_type=certified')).count).toBe(certifiedSolana)
  })
})
