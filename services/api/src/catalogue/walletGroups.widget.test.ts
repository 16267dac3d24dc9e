// The widget's featured and recommended wallets read from the real catalogue route (spec §7
// /getWallets, spec §9 "Recommended wallets: 4", "Featured count equals number of featured ids
// (default 4)"), then ordered by core's orderWallets as the Connect view and useWalletList show them.
import {
  createMemoryStorage,
  createPortico,
  type Network,
  orderWallets,
} from '@portico/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../testing/openTestDatabase.js'
import { startTestApi } from '../testing/startTestApi.js'
import { importCatalogue } from './importCatalogue.js'

const NETWORK: Network = {
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** Catalogue order is rank: w1 … w9; `sol` supports Solana only. */
const WALLETS = [
  ...['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9'].map((id, rank) => ({
    id,
    name: `Wallet ${id}`,
    rank,
    chains: ['eip155:1'],
  })),
  { id: 'sol', name: 'Solana only', rank: 0, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
]

describe.each(ENGINES)('featured and recommended wallets from the API on %s', (engine) => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  let apiUrl: string
  beforeAll(async () => {
    api = await startTestApi(engine)
    await importCatalogue({ db: api.database.db, file: { wallets: WALLETS, images: [] } })
    apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => api.close())

  const instance = (extra: Partial<Parameters<typeof createPortico>[0]> = {}) =>
    createPortico({
      projectId: 'p1',
      apiUrl,
      networks: [NETWORK],
      storage: createMemoryStorage(),
      features: { email: false, socials: false, analytics: false },
      ...extra,
    })

  it('featured ids in their order; recommended: the next 4 of the namespace, neither featured nor excluded', async () => {
    const portico = instance({ featuredWalletIds: ['w5', 'w2'], excludeWalletIds: ['w1'] })
    await portico.walletList.fetchFeatured()
    await portico.walletList.fetchRecommended()
    const { featured, recommended } = portico.stores.walletList.getState()
    expect(featured.map((w) => w.id)).toEqual(['w5', 'w2'])
    expect(recommended.map((w) => w.id)).toEqual(['w3', 'w4', 'w6', 'w7'])
    const list = orderWallets({
      connectors: [],
      featured,
      recommended,
      featuredWalletIds: portico.options.featuredWalletIds,
      featuredWalletsCount: portico.options.featuredWalletsCount,
    })
    expect(list.map((w) => `${w.group}:${w.id}`)).toEqual([
      'featured:w5',
      'featured:w2',
      'recommended:w3',
      'recommended:w4',
      'recommended:w6',
      'recommended:w7',
    ])
  })

  it("without featured ids, the catalogue's first 4 are featured (the default count)", async () => {
    const portico = instance()
    await portico.walletList.fetchFeatured()
    await portico.walletList.fetchRecommended()
    const { featured, recommended } = portico.stores.walletList.getState()
    expect(featured.map((w) => w.id)).toEqual(['w1', 'w2', 'w3', 'w4'])
    expect(recommended.map((w) => w.id)).toEqual(['w5', 'w6', 'w7', 'w8'])
  })
})
