// searchWallets and the catalogue pages against an HTTP stand-in whose answers the test releases
// one by one (to order a late answer after a newer one). The real API is exercised by
// services/api/src/catalogue/walletLists.widget.test.ts.
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_SEARCH_ENTRIES, WALLETS_PAGE_SIZE } from '../../constants.js'
import { testInstance, until } from '../../testing/index.js'

type Held = { query: URLSearchParams; answer: (body: unknown) => void }
const held: Held[] = []
let apiUrl: string
const server = createServer((request, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://x')
  held.push({
    query: url.searchParams,
    answer: (body) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body))
    },
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const page = (...ids: string[]) => ({
  data: ids.map((id) => ({ id, name: id })),
  count: ids.length,
})
async function next(): Promise<Held> {
  await until(() => held.length > 0)
  return held.shift() as Held
}

describe('searchWallets', () => {
  it(`spec §9 "Search: 100 entries" — one request of ${WALLET_SEARCH_ENTRIES} entries, into filteredWallets`, async () => {
    const portico = testInstance({ apiUrl, excludeWalletIds: ['bad'] })
    const search = portico.walletList.search({ search: '  rain ' })
    const request = await next()
    expect(Object.fromEntries(request.query)).toMatchObject({
      page: '1',
      entries: String(WALLET_SEARCH_ENTRIES),
      search: 'rain',
      exclude: 'bad',
      chains: 'eip155',
    })
    request.answer(page('rainbow'))
    await search
    expect(portico.stores.walletList.getState()).toMatchObject({
      search: 'rain',
      filteredWallets: [{ id: 'rainbow' }],
    })
  })

  it('an older search that answers after a newer one is dropped', async () => {
    const portico = testInstance({ apiUrl })
    const older = portico.walletList.search({ search: 'ra' })
    const olderRequest = await next()
    const newer = portico.walletList.search({ search: 'rai' })
    const newerRequest = await next()
    newerRequest.answer(page('rainbow'))
    await newer
    olderRequest.answer(page('rabby', 'rainbow'))
    await older
    expect(portico.stores.walletList.getState().filteredWallets.map((w) => w.id)).toEqual([
      'rainbow',
    ])
  })

  it('an empty search ends searching without a request, and keeps the loaded pages', async () => {
    const portico = testInstance({ apiUrl })
    const first = portico.walletList.fetch()
    ;(await next()).answer({ data: page('a', 'b').data, count: 90 })
    await first
    const search = portico.walletList.search({ search: 'x' })
    ;(await next()).answer(page('x'))
    await search
    await portico.walletList.search({ search: '' })
    expect(held).toEqual([])
    expect(portico.stores.walletList.getState()).toMatchObject({
      search: '',
      filteredWallets: [],
      count: 90,
    })
    expect(portico.stores.walletList.getState().wallets.map((w) => w.id)).toEqual(['a', 'b'])
  })
})

describe('fetchWalletList pages', () => {
  it(`pages of ${WALLETS_PAGE_SIZE}: a page that lands while a search is typed leaves the search alone; a page loaded twice adds nothing twice`, async () => {
    const portico = testInstance({ apiUrl })
    const first = portico.walletList.fetch()
    ;(await next()).answer({ data: page('a', 'b').data, count: 4 })
    await first
    const second = portico.walletList.fetch({ page: 2 })
    const secondRequest = await next()
    expect(secondRequest.query.get('entries')).toBe(String(WALLETS_PAGE_SIZE))
    const search = portico.walletList.search({ search: 'c' })
    ;(await next()).answer(page('c'))
    await search
    secondRequest.answer({ data: page('c', 'd').data, count: 4 })
    await second
    const again = portico.walletList.fetch({ page: 2 })
    ;(await next()).answer({ data: page('c', 'd').data, count: 4 })
    await again
    const state = portico.stores.walletList.getState()
    expect(state).toMatchObject({ page: 2, count: 4, search: 'c', filteredWallets: [{ id: 'c' }] })
    expect(state.wallets.map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
  })
})
