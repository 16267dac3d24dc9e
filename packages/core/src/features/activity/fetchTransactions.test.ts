// fetchTransactions against a real HTTP server standing in for the Portico API, with fake wallets.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_TTL_MS } from '../../constants.js'
import {
  jsonAnswer,
  type TestAnswer,
  testInstance,
  testNetwork,
  until,
} from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import { TransactionsAccountRequiredError } from './errors.js'
import { connectedAccountInstance, startAccountTestApi } from './fetchTransactions.testApi.js'
import type { ApiHistoryItem, ApiHistoryTransfer } from './readApiHistory.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const eth: ApiHistoryTransfer = {
  quantity: { numeric: '1.5' },
  direction: 'out',
  fungible_info: { name: 'Ether', symbol: 'ETH' },
}
const nft = (spam: boolean): ApiHistoryTransfer => ({
  quantity: { numeric: '1' },
  direction: 'in',
  nft_info: { name: 'Pal #1', flags: { is_spam: spam } },
})
const tx = (
  id: string,
  transfers: ApiHistoryTransfer[] = [eth],
  chain = 'eip155:31337',
): ApiHistoryItem => ({
  id,
  metadata: {
    minedAt: '2026-11-02T10:00:00.000Z',
    chain,
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  transfers,
})

/** Pages of history by cursor ('' for the first). */
let pages: Record<string, { data: unknown[]; next: string | null }>
let supported: string[]
let historyAnswer: (url: URL) => TestAnswer | Promise<TestAnswer>
const api = await startAccountTestApi((url) => {
  if (url.pathname === '/v1/supported-chains') return jsonAnswer(200, { http: supported, ws: [] })
  if (url.pathname === `/v1/account/${ADDRESS}/history`) return historyAnswer(url)
  return undefined
})
afterAll(() => api.close())
const historyRequests = () =>
  api.requests
    .filter((u) => u.pathname.endsWith('/history'))
    .map((u) => u.searchParams.get('cursor'))

const unmounts: (() => void)[] = []
beforeEach(() => {
  supported = ['eip155:31337', 'eip155:31338', 'eip155:1']
  pages = {
    '': { data: [tx('0x1'), tx('0x2')], next: 'c2' },
    c2: { data: [tx('0x3')], next: null },
  }
  historyAnswer = (url) => {
    const page = pages[url.searchParams.get('cursor') ?? '']
    return page ? jsonAnswer(200, page) : jsonAnswer(400, { error: { code: 'INVALID_CURSOR' } })
  }
  vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
  for (const unmount of unmounts.splice(0)) unmount()
})

function connected(
  networks: [Network, ...Network[]] = [A, B],
  namespace: 'eip155' | 'solana' = 'eip155',
) {
  return connectedAccountInstance({ api, address: ADDRESS, networks, namespace, unmounts })
}

describe("fetchTransactions — spec §7 'GET /v1/account/{account}/history (cursor, chainId; response data, next)'", () => {
  it('the first page, then the next cursor appended; empty only once every page is in', async () => {
    const portico = await connected()
    // The action loads on first use: the loading state is seen once it has started.
    const seen: unknown[] = []
    portico.stores.transactions.subscribe(
      ({ status, transactions }) => void seen.push({ status, transactions }),
    )
    const first = portico.activity.fetchTransactions()
    expect((await first).map((t) => t.id)).toEqual(['0x1', '0x2'])
    expect(seen[0]).toEqual({ status: 'loading', transactions: [] })
    expect(portico.stores.transactions.getState()).toMatchObject({
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      next: 'c2',
      empty: false,
      loadingMore: false,
    })
    const more = portico.activity.fetchTransactions({ more: true })
    expect(portico.stores.transactions.getState().loadingMore).toBe(true)
    expect((await more).map((t) => t.id)).toEqual(['0x1', '0x2', '0x3'])
    expect(portico.stores.transactions.getState()).toMatchObject({
      next: undefined,
      loadingMore: false,
    })
    // Nothing after the last page.
    await portico.activity.fetchTransactions({ more: true })
    expect(historyRequests()).toEqual([null, 'c2'])
    expect(
      api.requests.find((u) => u.pathname.endsWith('/history'))?.searchParams.get('chainId'),
    ).toBe('eip155:31337')
  })

  it('an account without history: empty', async () => {
    pages = { '': { data: [], next: null } }
    const portico = await connected()
    await portico.activity.fetchTransactions()
    expect(portico.stores.transactions.getState()).toMatchObject({
      status: 'ready',
      empty: true,
      transactions: [],
    })
  })

  it.each<[string, ApiHistoryItem, boolean]>([
    [
      "spec §5 'drop a transaction if all transfers are spam NFTs'",
      tx('0xs', [nft(true), nft(true)]),
      false,
    ],
    ['… a spam NFT beside a genuine transfer stays', tx('0xs', [nft(true), eth]), true],
    ['… a genuine NFT stays', tx('0xs', [nft(false)]), true],
    [
      "spec §5 'only the active chain's transactions are shown'",
      tx('0xs', [eth], 'eip155:31338'),
      false,
    ],
  ])('%s', async (_rule, item, kept) => {
    pages = { '': { data: [item, tx('0x1')], next: null } }
    const portico = await connected()
    expect((await portico.activity.fetchTransactions()).map((t) => t.id)).toEqual(
      kept ? ['0xs', '0x1'] : ['0x1'],
    )
  })

  it('a page the spam filter empties is followed by the next one, at most 5 pages a call', async () => {
    const spam = (id: string) => tx(id, [nft(true)])
    pages = {
      '': { data: [spam('s1')], next: 'c2' },
      c2: { data: [spam('s2')], next: 'c3' },
      c3: { data: [tx('0x9')], next: null },
    }
    const portico = await connected()
    expect((await portico.activity.fetchTransactions()).map((t) => t.id)).toEqual(['0x9'])
    expect(historyRequests()).toEqual([null, 'c2', 'c3'])
    pages = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [
        i === 0 ? '' : `p${i}`,
        { data: [spam(`s${i}`)], next: `p${i + 1}` },
      ]),
    )
    api.requests.length = 0
    await portico.activity.fetchTransactions({ force: true })
    expect(historyRequests()).toEqual([null, 'p1', 'p2', 'p3', 'p4'])
    expect(portico.stores.transactions.getState()).toMatchObject({
      transactions: [],
      next: 'p5',
      empty: false,
    })
  })

  it('the first page is reused for 30 s (no request), then read again; force reads at once', async () => {
    const portico = await connected()
    await portico.activity.fetchTransactions()
    vi.setSystemTime(Date.now() + BALANCE_CACHE_TTL_MS - 1)
    await portico.activity.fetchTransactions()
    expect(historyRequests()).toEqual([null])
    vi.setSystemTime(Date.now() + 1)
    await portico.activity.fetchTransactions()
    await portico.activity.fetchTransactions({ force: true })
    expect(historyRequests()).toEqual([null, null, null])
  })

  it("a failed first page: status error, 'Failed to fetch transactions'", async () => {
    historyAnswer = () => jsonAnswer(500, { error: { code: 'X', message: 'x' } })
    const portico = await connected()
    expect(await portico.activity.fetchTransactions()).toEqual([])
    expect(portico.stores.transactions.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to fetch transactions',
      transactions: [],
    })
  })

  it('a failed later page keeps the list; the next try loads it', async () => {
    const portico = await connected()
    await portico.activity.fetchTransactions()
    const good = historyAnswer
    historyAnswer = () => jsonAnswer(500, {})
    expect((await portico.activity.fetchTransactions({ more: true })).map((t) => t.id)).toEqual([
      '0x1',
      '0x2',
    ])
    expect(portico.stores.transactions.getState()).toMatchObject({
      status: 'ready',
      next: 'c2',
      loadingMore: false,
      error: 'Failed to fetch transactions',
    })
    historyAnswer = good
    expect((await portico.activity.fetchTransactions({ more: true })).map((t) => t.id)).toEqual([
      '0x1',
      '0x2',
      '0x3',
    ])
    expect(portico.stores.transactions.getState().error).toBeUndefined()
  })

  it('one later page at a time; an answer for a list no longer shown is dropped', async () => {
    const portico = await connected()
    await portico.activity.fetchTransactions()
    let release = () => {}
    const good = historyAnswer
    historyAnswer = (url) =>
      new Promise((resolve) => {
        release = () => resolve(good(url) as TestAnswer)
      })
    const more = portico.activity.fetchTransactions({ more: true })
    await until(() => historyRequests().length === 2)
    await portico.activity.fetchTransactions({ more: true })
    expect(historyRequests()).toEqual([null, 'c2'])
    historyAnswer = good
    await portico.switchNetwork({ network: B })
    const other = portico.activity.fetchTransactions()
    release()
    await more
    await other
    // Network B's list (its own request), without A's page 2.
    expect(portico.stores.transactions.getState()).toMatchObject({
      caipAddress: `eip155:31338:${ADDRESS}`,
      transactions: [],
    })
  })

  it("spec §5 'Transaction fetch requires an account address': rejects with 'Failed to fetch transactions'", async () => {
    const portico = testInstance({ apiUrl: api.apiUrl })
    api.requests.length = 0
    const error = await portico.activity.fetchTransactions().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionsAccountRequiredError)
    expect((error as Error).message).toMatch(/^Failed to fetch transactions/)
    expect(portico.stores.transactions.getState()).toMatchObject({
      status: 'error',
      error: 'Failed to fetch transactions',
    })
    expect(historyRequests()).toEqual([])
  })

  it("spec §9 'activity … EVM only': a Solana account gets status unsupported, nothing asked", async () => {
    const portico = await connected(
      [testNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')],
      'solana',
    )
    expect(await portico.activity.fetchTransactions()).toEqual([])
    expect(portico.stores.transactions.getState()).toMatchObject({
      status: 'unsupported',
      empty: true,
    })
    expect(api.requests).toEqual([])
  })

  it("spec §7 'made only if the active network is supported, else an empty result'", async () => {
    supported = ['eip155:1']
    const portico = await connected()
    expect(await portico.activity.fetchTransactions()).toEqual([])
    expect(portico.stores.transactions.getState()).toMatchObject({ status: 'ready', empty: true })
    expect(historyRequests()).toEqual([])
  })
})
