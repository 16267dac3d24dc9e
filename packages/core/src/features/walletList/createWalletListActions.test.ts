// portico.walletList (loadNextPage, the debounced search, retry, the pages and the featured
// wallets) against an HTTP stand-in whose answers the test releases one by one (to order a late
// answer after a newer one, or fail one). The real API is exercised by
// services/api/src/catalogue/walletLists.widget.test.ts.
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PAGE_SIZE,
} from '../../constants.js'
import { testInstance, until } from '../../testing/index.js'

type Held = {
  query: URLSearchParams
  answer: (body: unknown) => void
  /** Answers the API's error shape with HTTP `status`. */
  fail: (status?: number) => void
}
const held: Held[] = []
let apiUrl: string
const server = createServer((request, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://x')
  const send = (status: number, body: unknown) => {
    response.statusCode = status
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  }
  held.push({
    query: url.searchParams,
    answer: (body) => send(200, body),
    fail: (status = 500) => send(status, { error: { code: 'SERVER_ERROR', message: 'boom' } }),
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

describe('loadNextPage', () => {
  it(`pages of ${WALLETS_PAGE_SIZE}: page 1 while none is loaded, then the next; none while one is on its way, none once every wallet is in`, async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const first = portico.walletList.loadNextPage()
    expect(state().status).toBe('loading')
    const firstRequest = await next()
    expect(Object.fromEntries(firstRequest.query)).toMatchObject({
      page: '1',
      entries: String(WALLETS_PAGE_SIZE),
    })
    // A second call while the page is on its way (a scroll that fired twice) asks nothing.
    await portico.walletList.loadNextPage()
    firstRequest.answer({ data: page('a', 'b').data, count: 3 })
    await first
    expect(held).toEqual([])
    expect(state()).toMatchObject({ status: 'idle', page: 1, count: 3 })

    const second = portico.walletList.loadNextPage()
    const secondRequest = await next()
    expect(secondRequest.query.get('page')).toBe('2')
    secondRequest.answer({ data: page('c').data, count: 3 })
    await second
    expect(state().wallets.map((w) => w.id)).toEqual(['a', 'b', 'c'])
    expect(state()).toMatchObject({ status: 'idle', page: 2 })

    await portico.walletList.loadNextPage()
    await sleep(20)
    expect(held).toEqual([])
  })

  it('a page that fails: status "error" and the error kept (the promise resolves); the next call asks the same page again and clears it', async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const first = portico.walletList.loadNextPage()
    ;(await next()).fail(500)
    await expect(first).resolves.toBeUndefined()
    expect(state().status).toBe('error')
    expect(state().error?.message).toMatch(/^HTTP status code: 500/)
    expect(state().wallets).toEqual([])

    const again = portico.walletList.loadNextPage()
    const request = await next()
    expect(request.query.get('page')).toBe('1')
    request.answer({ data: page('a').data, count: 1 })
    await again
    expect(state()).toMatchObject({ status: 'idle', error: undefined, count: 1 })
  })

  it('without an API nothing is asked and the status stays idle', async () => {
    const portico = testInstance()
    await portico.walletList.loadNextPage()
    expect(portico.stores.walletList.getState().status).toBe('idle')
    expect(held).toEqual([])
  })
})

describe('search (debounced)', () => {
  it(`spec §9 "300 ms minimum wait": no request while typing, one for the last text ${WALLET_SEARCH_MIN_WAIT_MS} ms after the last call; searching from the first call`, async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const typed: Promise<void>[] = []
    const startedAt = performance.now()
    for (const text of ['r', 'ra', 'rai ']) {
      typed.push(portico.walletList.search({ search: text }))
      await sleep(WALLET_SEARCH_MIN_WAIT_MS / 3)
    }
    const lastTypedAt = performance.now() - WALLET_SEARCH_MIN_WAIT_MS / 3
    expect(held).toEqual([])
    expect(state()).toMatchObject({ search: 'rai', searchStatus: 'loading', filteredWallets: [] })
    // The searches the next key replaced settle without a request.
    await Promise.all(typed.slice(0, 2))
    const request = await next()
    expect(performance.now() - lastTypedAt).toBeGreaterThanOrEqual(WALLET_SEARCH_MIN_WAIT_MS - 5)
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(WALLET_SEARCH_MIN_WAIT_MS)
    expect(request.query.get('search')).toBe('rai')
    request.answer(page('rainbow'))
    await typed[2]
    await sleep(20)
    expect(held).toEqual([])
    expect(state()).toMatchObject({
      search: 'rai',
      searchStatus: 'idle',
      filteredWallets: [{ id: 'rainbow' }],
    })
  })

  it('a search cleared during its wait sends nothing and ends searching at once', async () => {
    const portico = testInstance({ apiUrl })
    const typing = portico.walletList.search({ search: 'rai' })
    await portico.walletList.search({ search: '  ' })
    await typing
    expect(portico.stores.walletList.getState()).toMatchObject({
      search: '',
      searchStatus: 'idle',
      filteredWallets: [],
    })
    await sleep(WALLET_SEARCH_MIN_WAIT_MS + 50)
    expect(held).toEqual([])
  })

  it('a search that fails: searchStatus "error" and the error kept (the promise resolves); a late failure of an older search is ignored', async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const failing = portico.walletList.search({ search: 'boom', immediate: true })
    ;(await next()).fail(500)
    await expect(failing).resolves.toBeUndefined()
    expect(state()).toMatchObject({ search: 'boom', searchStatus: 'error', filteredWallets: [] })
    expect(state().error?.message).toMatch(/^HTTP status code: 500/)

    const older = portico.walletList.search({ search: 'ra', immediate: true })
    const olderRequest = await next()
    const newer = portico.walletList.search({ search: 'rai', immediate: true })
    const newerRequest = await next()
    newerRequest.answer(page('rainbow'))
    await newer
    expect(state()).toMatchObject({ searchStatus: 'idle', error: undefined })
    olderRequest.fail(500)
    await older
    expect(state()).toMatchObject({
      search: 'rai',
      searchStatus: 'idle',
      error: undefined,
      filteredWallets: [{ id: 'rainbow' }],
    })
  })
})

describe('retry', () => {
  it('searches again at once while a search is on, else asks the next page', async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const failing = portico.walletList.search({ search: 'rai', immediate: true })
    ;(await next()).fail(500)
    await failing
    const startedAt = performance.now()
    const retried = portico.walletList.retry()
    const request = await next()
    expect(performance.now() - startedAt).toBeLessThan(WALLET_SEARCH_MIN_WAIT_MS)
    expect(Object.fromEntries(request.query)).toMatchObject({
      search: 'rai',
      entries: String(WALLET_SEARCH_ENTRIES),
    })
    request.answer(page('rainbow'))
    await retried
    expect(state()).toMatchObject({ searchStatus: 'idle', filteredWallets: [{ id: 'rainbow' }] })

    await portico.walletList.search({ search: '' })
    const failingPage = portico.walletList.loadNextPage()
    ;(await next()).fail(500)
    await failingPage
    const retriedPage = portico.walletList.retry()
    const pageRequest = await next()
    expect(pageRequest.query.get('page')).toBe('1')
    expect(pageRequest.query.has('search')).toBe(false)
    pageRequest.answer({ data: page('a').data, count: 1 })
    await retriedPage
    expect(state()).toMatchObject({ status: 'idle', error: undefined })
  })
})

describe('fetchFeatured and fetchRecommended', () => {
  it('record their progress in featuredStatus and a failure in error, and still reject', async () => {
    const portico = testInstance({ apiUrl })
    const state = () => portico.stores.walletList.getState()
    const featured = portico.walletList.fetchFeatured()
    const request = await next()
    expect(state().featuredStatus).toBe('loading')
    request.fail(500)
    await expect(featured).rejects.toThrow(/^HTTP status code: 500/)
    expect(state().featuredStatus).toBe('error')
    expect(state().error?.message).toMatch(/^HTTP status code: 500/)

    const recommended = portico.walletList.fetchRecommended()
    ;(await next()).answer(page('r1'))
    await recommended
    expect(state()).toMatchObject({
      featuredStatus: 'idle',
      error: undefined,
      recommended: [{ id: 'r1' }],
    })
  })
})
