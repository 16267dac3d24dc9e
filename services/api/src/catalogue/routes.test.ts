import { WALLETS_PAGE_SIZE, type WalletCatalogueEntry } from '@portico/core/internal'
import { GetWalletsResponse } from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import type { Database } from '../db/schema.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import type { CatalogueFile } from './catalogueFile.js'
import { importCatalogue } from './importCatalogue.js'
import { catalogueRoutes, NAMED_IMAGE_CACHE_CONTROL, WALLET_IMAGE_CACHE_CONTROL } from './routes.js'
import { readDefaultCatalogue } from './seedCatalogue.js'

const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BTC = 'bip122:000000000019d6689c085ae165831e93'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Catalogue order is rank, then name case-insensitively, then id: a b d c e f g. */
const FIXTURE: CatalogueFile = {
  wallets: [
    { id: 'g', name: 'ALPHA two', rank: 3, chains: ['cosmos:cosmoshub-4', 'eip155:10'] },
    {
      id: 'f',
      name: 'Zeta_Wallet',
      rank: 2,
      chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
    },
    { id: 'e', name: 'Epsilon 100% Pure', rank: 2 },
    { id: 'd', name: 'delta wallet', rank: 1, chains: [BTC], badge: 'certified' },
    {
      id: 'c',
      name: 'Gamma Wallet',
      rank: 1,
      chains: ['eip155:1', 'eip155:137'],
      rdns: 'com.example.gamma',
      mobile_link: 'gamma://',
      desktop_link: 'gamma-desktop://open',
      webapp_link: 'https://gamma.example.com',
    },
    { id: 'b', name: 'beta', rank: 0, chains: [SOL] },
    {
      id: 'a',
      name: 'Alpha',
      rank: 0,
      chains: ['eip155:1'],
      badge: 'certified',
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    },
  ],
  images: [
    { kind: 'currency', id: 'USD', image: `data:image/png;base64,${PNG.toString('base64')}` },
    { kind: 'token', id: 'ETH' },
    { kind: 'asset', id: 'eip155:1', label: 'Ethereum' },
  ],
}

async function createApp(db: Kysely<Database>): Promise<FastifyInstance> {
  const app = Fastify()
  await app.register(catalogueRoutes({ db, now: () => Date.now() }))
  await app.ready()
  return app
}

describe.each(ENGINES)('wallet catalogue routes on %s', (engine) => {
  let database: ApiDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await importCatalogue({ db: database.db, file: FIXTURE })
    app = await createApp(database.db)
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
  })

  async function getWallets(query: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: '/getWallets', query })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ data: WalletCatalogueEntry[]; count: number }>()
  }

  it("answers @portico/protocol's GetWalletsResponse (what core's readWallets reads)", async () => {
    const queries: Record<string, string>[] = [{}, { entries: '3', page: '2' }, { search: 'a' }]
    for (const query of queries) {
      const response = await app.inject({ method: 'GET', url: '/getWallets', query })
      expect(schemaErrors(GetWalletsResponse, response.json())).toEqual([])
    }
  })

  // [rule quoted from spec §7 / the issue, query, ids of the page, count]
  it.each<[string, Record<string, string>, string[], number]>([
    ['no filter: every wallet in catalogue order', {}, ['a', 'b', 'd', 'c', 'e', 'f', 'g'], 7],
    ['page 1 of size 3', { entries: '3' }, ['a', 'b', 'd'], 7],
    ['page 2 of size 3', { entries: '3', page: '2' }, ['c', 'e', 'f'], 7],
    ['last partial page', { entries: '3', page: '3' }, ['g'], 7],
    ['a page beyond the end: no data, the count still', { entries: '3', page: '4' }, [], 7],
    ['include: only these ids (unknown ids ignored)', { include: 'c,a,zzz' }, ['a', 'c'], 2],
    ['exclude: never these ids', { exclude: 'a, b' }, ['d', 'c', 'e', 'f', 'g'], 5],
    ['include and exclude together', { include: 'a,b,c', exclude: 'b' }, ['a', 'c'], 2],
    [
      'empty list items are ignored',
      { include: ',,', exclude: '' },
      ['a', 'b', 'd', 'c', 'e', 'f', 'g'],
      7,
    ],
    ['search: case-insensitive substring of the name', { search: 'ALPHA' }, ['a', 'g'], 2],
    ['search inside words', { search: 'wallet' }, ['d', 'c', 'f'], 3],
    ['search: % is literal', { search: '%' }, ['e'], 1],
    ['search: _ is literal', { search: '_' }, ['f'], 1],
    ['search of blanks only: no search', { search: '  ' }, ['a', 'b', 'd', 'c', 'e', 'f', 'g'], 7],
    ['search with no match', { search: 'omega' }, [], 0],
    ['badge_type certified: certified only', { badge_type: 'certified' }, ['a', 'd'], 2],
    ['badge_type none: any badge', { badge_type: 'none' }, ['a', 'b', 'd', 'c', 'e', 'f', 'g'], 7],
    ['chains: a CAIP-2 id', { chains: 'eip155:1' }, ['a', 'c'], 2],
    ['chains: a namespace matches each of its chains', { chains: 'eip155' }, ['a', 'c', 'g'], 3],
    ['chains: any of the list', { chains: `solana,${BTC}` }, ['b', 'd'], 2],
    ['chains: an unsupported chain', { chains: 'eip155:999' }, [], 0],
    [
      'chains, badge and search together',
      { chains: 'eip155', badge_type: 'certified', search: 'a' },
      ['a'],
      1,
    ],
    [
      'include, search and chains together',
      { include: 'a,b,c,g', search: 'alpha', chains: 'cosmos' },
      ['g'],
      1,
    ],
    ['filters and paging together', { search: 'wallet', entries: '2', page: '2' }, ['f'], 3],
  ])('%s', async (_rule, query, ids, count) => {
    const body = await getWallets(query)
    expect(body.data.map((w) => w.id)).toEqual(ids)
    expect(body.count).toBe(count)
  })

  it('serves exactly the spec §3 catalogue entry', async () => {
    const { data } = await getWallets({ include: 'c,e' })
    const gamma = data.find((w) => w.id === 'c')!
    expect(Object.keys(gamma).sort()).toEqual(
      [
        'chains',
        'desktop_link',
        'id',
        'image_id',
        'mobile_link',
        'name',
        'rdns',
        'webapp_link',
      ].sort(),
    )
    expect(gamma).toMatchObject({
      name: 'Gamma Wallet',
      rdns: 'com.example.gamma',
      chains: ['eip155:1', 'eip155:137'],
      mobile_link: 'gamma://',
      desktop_link: 'gamma-desktop://open',
      webapp_link: 'https://gamma.example.com',
    })
    expect(data.find((w) => w.id === 'e')).toMatchObject({
      rdns: null,
      chains: [],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    })
  })

  it.each<[string, string]>([
    ['entries below 1', 'entries=0'],
    ['entries above the maximum', 'entries=101'],
    ['page 0 (pages are 1-based)', 'page=0'],
    ['a page that is not a number', 'page=two'],
    ['an unknown badge', 'badge_type=gold'],
    ['markup in chains', 'chains=%3Cscript%3E'],
    ['an oversized search', `search=${'a'.repeat(101)}`],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await app.inject({ method: 'GET', url: `/getWallets?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
  })

  it('serves wallet images with their content type, bytes and long cache headers', async () => {
    const { data } = await getWallets({ include: 'a,b' })
    const [alpha, beta] = data
    const png = await app.inject({ method: 'GET', url: `/getWalletImage/${alpha!.image_id}` })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.equals(PNG)).toBe(true)
    expect(png.headers['cache-control']).toBe(WALLET_IMAGE_CACHE_CONTROL)
    expect(png.headers['x-content-type-options']).toBe('nosniff')
    const svg = await app.inject({ method: 'GET', url: `/getWalletImage/${beta!.image_id}` })
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    expect(svg.body).toMatch(/^<svg [^>]*>.*>B<\/text><\/svg>$/)
    expect(svg.headers['content-security-policy']).toContain('sandbox')
    const again = await app.inject({
      method: 'GET',
      url: `/getWalletImage/${beta!.image_id}`,
      headers: { 'if-none-match': String(svg.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it.each<[string, string, string]>([
    ['currency', '/public/getCurrencyImage/USD', 'image/png'],
    ['token', '/public/getTokenImage/ETH', 'image/svg+xml'],
    ['asset', '/public/getAssetImage/eip155:1', 'image/svg+xml'],
  ])('serves the %s image', async (_kind, url, contentType) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(contentType)
    expect(response.headers['cache-control']).toBe(NAMED_IMAGE_CACHE_CONTROL)
    expect(response.rawPayload.length).toBeGreaterThan(50)
  })

  it.each([
    '/getWalletImage/nope',
    '/getWalletImage/..%2F..%2Fetc%2Fpasswd',
    '/public/getTokenImage/USD',
    '/public/getCurrencyImage/ETH',
    '/public/getAssetImage/eip155:999',
  ])('answers %s with 404 in the service error shape', async (url) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({
      error: { code: 'IMAGE_NOT_FOUND', message: expect.any(String) },
    })
  })
})

describe.each(ENGINES)('the default catalogue on %s', (engine) => {
  let database: ApiDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await createApp(database.db) // an empty catalogue: the default one is loaded
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
  })

  it('is loaded once, with a generated icon per wallet, and finds the Portico test wallets', async () => {
    const shipped = readDefaultCatalogue()
    const first = await app.inject({ method: 'GET', url: '/getWallets' })
    const body = first.json<{ data: WalletCatalogueEntry[]; count: number }>()
    expect(body.count).toBe(shipped.wallets.length)
    expect(body.data).toHaveLength(Math.min(WALLETS_PAGE_SIZE, shipped.wallets.length))
    expect(body.data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })

    // Registering again (a restart) changes nothing.
    const second = await createApp(database.db)
    expect((await second.inject({ method: 'GET', url: '/getWallets' })).json()).toEqual(body)
    await second.close()

    const portico = await app.inject({ method: 'GET', url: '/getWallets?search=portico' })
    expect(
      portico.json<{ data: WalletCatalogueEntry[] }>().data.map((w) => [w.rdns, w.chains]),
    ).toEqual([
      ['xyz.portico.testwallet', ['eip155:31337', 'eip155:31338']],
      ['xyz.portico.testwallet2', ['eip155:31337', 'eip155:31338']],
    ])
    const certified = await app.inject({ method: 'GET', url: '/getWallets?badge_type=certified' })
    expect(certified.json<{ count: number }>().count).toBe(2)

    const all = await app.inject({ method: 'GET', url: '/getWallets?entries=100' })
    for (const wallet of all.json<{ data: WalletCatalogueEntry[] }>().data) {
      const image = await app.inject({ method: 'GET', url: `/getWalletImage/${wallet.image_id}` })
      expect(image.statusCode, wallet.id).toBe(200)
      expect(image.headers['content-type']).toBe('image/svg+xml')
    }
    for (const url of [
      '/public/getCurrencyImage/USD',
      '/public/getCurrencyImage/EUR',
      ...['ETH', 'USDC', 'DAI', 'WETH', 'SOL', 'BTC'].map((id) => `/public/getTokenImage/${id}`),
      '/public/getAssetImage/eip155:1',
      `/public/getAssetImage/${SOL}`,
      '/public/getAssetImage/eip155:31337',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
  })
})
