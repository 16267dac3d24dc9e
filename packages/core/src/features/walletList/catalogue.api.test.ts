// The wallet catalogue's calls against the real Portico API (services/api on SQLite with its
// default catalogue, listening on a free port): the certified filter of /getWallets and the
// catalogue image routes.
import type { AddressInfo } from 'node:net'
import { startTestApi } from '@portico/api/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { testInstance } from '../../testing/index.js'

let apiUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  const api = await startTestApi('sqlite')
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = api.close
}, 60_000)
afterAll(async () => {
  await closeApi?.()
})
afterEach(async () => {
  await vi.dynamicImportSettled()
})

describe('spec §7 "/getWallets (… search, badge_type, chains …)"', () => {
  it("badge 'certified' lists the certified wallets only, with or without a search", async () => {
    const portico = testInstance({ apiUrl })
    const ids = () => portico.stores.walletList.getState().filteredWallets.map((w) => w.id)
    await portico.walletList.search({ search: '', badge: 'certified', immediate: true })
    expect(ids()).toEqual(['portico-test-wallet', 'portico-test-wallet-2'])
    expect(portico.stores.walletList.getState()).toMatchObject({
      search: '',
      badge: 'certified',
      searchStatus: 'idle',
    })
    await portico.walletList.search({ search: 'wallet 2', badge: 'certified', immediate: true })
    expect(ids()).toEqual(['portico-test-wallet-2'])
    // Without the badge the same search finds every wallet matching it.
    await portico.walletList.search({ search: 'wallet', immediate: true })
    expect(ids().length).toBeGreaterThan(2)
    expect(portico.stores.walletList.getState().badge).toBeUndefined()
    // Retry repeats the certified search.
    await portico.walletList.search({ search: '', badge: 'certified', immediate: true })
    await portico.walletList.retry()
    expect(ids()).toEqual(['portico-test-wallet', 'portico-test-wallet-2'])
    // Nothing typed and no badge: searching ends.
    await portico.walletList.search({ search: '' })
    expect(portico.stores.walletList.getState()).toMatchObject({ search: '', filteredWallets: [] })
  })
})

describe('spec §7 "/getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id} (blob)"', () => {
  it.each([
    ['asset', 'eip155:31337', '/public/getAssetImage/eip155%3A31337'],
    ['currency', 'USD', '/public/getCurrencyImage/USD'],
    ['token', 'USDC', '/public/getTokenImage/USDC'],
  ] as const)('a %s image (%s) is served as an image from %s', async (kind, id, path) => {
    const portico = testInstance({ apiUrl })
    const url = portico.walletList.catalogueImageUrl({ kind, id })
    expect(url).toBe(`${apiUrl}${path}?projectId=p1&st=portico&sv=js-0.1.0`)
    const response = await fetch(url as string)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })

  it("a wallet's image, by the image_id /getWallets lists, is served as an image", async () => {
    const portico = testInstance({ apiUrl })
    await portico.walletList.search({ search: '', badge: 'certified', immediate: true })
    const imageId = portico.stores.walletList.getState().filteredWallets[0]?.image_id
    const url = portico.walletList.catalogueImageUrl({ kind: 'wallet', id: imageId })
    expect(url).toBe(portico.walletList.imageUrl({ imageId }))
    const response = await fetch(url as string)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })

  it('no URL without an API or an id (the view shows its text fallback)', () => {
    expect(testInstance().walletList.catalogueImageUrl({ kind: 'token', id: 'USDC' })).toBe(
      undefined,
    )
    expect(
      testInstance({ apiUrl }).walletList.catalogueImageUrl({ kind: 'token', id: undefined }),
    ).toBe(undefined)
  })
})
