// readApiHistory against a real HTTP server on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpRequestError, HttpStatusError } from '../../http/errors.js'
import { jsonAnswer, type TestAnswer } from '../../testing/index.js'
import { startAccountTestApi } from './fetchTransactions.testApi.js'
import { type ApiHistoryItem, readApiHistory } from './readApiHistory.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let api: Awaited<ReturnType<typeof startAccountTestApi>>
let answer: TestAnswer

beforeAll(async () => {
  api = await startAccountTestApi(() => answer)
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
})

const item = (id: string, overrides: Partial<ApiHistoryItem> = {}): ApiHistoryItem => ({
  id,
  metadata: {
    minedAt: '2026-11-02T10:00:00.000Z',
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ACCOUNT,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  transfers: [
    {
      quantity: { numeric: '1.5' },
      direction: 'out',
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://x/eth.svg' } },
    },
  ],
  ...overrides,
})

const read = (cursor?: string) =>
  readApiHistory({
    apiUrl: api.apiUrl,
    projectId: 'p1',
    account: ACCOUNT,
    chainId: 'eip155:31337',
    cursor,
  })

describe('readApiHistory — spec §7 "GET /v1/account/{account}/history (cursor, chainId; response data, next)"', () => {
  it('asks the account path with projectId, st, sv, chainId and the cursor; answers data and next', async () => {
    answer = jsonAnswer(200, { data: [item('0x1')], next: 'c2' })
    expect(await read()).toEqual({ data: [item('0x1')], next: 'c2' })
    answer = jsonAnswer(200, { data: [], next: null })
    expect(await read('c2')).toEqual({ data: [], next: null })
    expect(api.requests.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      `/v1/account/${ACCOUNT}/history?projectId=p1&st=portico&sv=js-0.1.0&chainId=eip155%3A31337`,
      `/v1/account/${ACCOUNT}/history?projectId=p1&st=portico&sv=js-0.1.0&chainId=eip155%3A31337&cursor=c2`,
    ])
  })

  it.each<[string, unknown]>([
    ['no id', { ...item('x'), id: 7 }],
    ['no metadata', { id: 'x', transfers: [] }],
    [
      'a metadata field not a string',
      item('x', { metadata: { ...item('x').metadata, chain: 1 as never } }),
    ],
    ['minedAt not a time', item('x', { metadata: { ...item('x').metadata, minedAt: 'soon' } })],
    ['transfers not an array', { ...item('x'), transfers: {} }],
    ['a transfer without quantity', item('x', { transfers: [{} as never] })],
    [
      'an unknown direction',
      item('x', { transfers: [{ quantity: { numeric: '1' }, direction: 'up' as never }] }),
    ],
    [
      'fungible_info with a numeric symbol',
      item('x', {
        transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 5 as never } }],
      }),
    ],
    [
      'nft_info without flags',
      item('x', { transfers: [{ quantity: { numeric: '1' }, nft_info: { name: 'A' } as never }] }),
    ],
    [
      'an icon without url',
      item('x', {
        transfers: [{ quantity: { numeric: '1' }, fungible_info: { icon: {} as never } }],
      }),
    ],
    [
      'a preview without url',
      item('x', {
        transfers: [
          {
            quantity: { numeric: '1' },
            nft_info: { flags: { is_spam: false }, content: { preview: {} as never } },
          },
        ],
      }),
    ],
    ['not an object', 'tx'],
  ])("an item without spec §3's shape is left out: %s", async (_case, bad) => {
    answer = jsonAnswer(200, { data: [bad, item('0xgood')], next: null })
    expect((await read()).data.map((i) => i.id)).toEqual(['0xgood'])
  })

  it('keeps NFT transfers with their spam flag and preview', async () => {
    const nft = item('0xnft', {
      transfers: [
        {
          quantity: { numeric: '1' },
          direction: 'in',
          nft_info: {
            name: 'Portico Pal #8',
            content: { preview: { url: 'http://x/8.svg' } },
            flags: { is_spam: true },
          },
        },
      ],
    })
    answer = jsonAnswer(200, { data: [nft], next: '' })
    // An empty cursor is no next page.
    expect(await read()).toEqual({ data: [nft], next: null })
  })

  it.each<[string, TestAnswer]>([
    ['no data array', jsonAnswer(200, { items: [] })],
    ['not an object', jsonAnswer(200, [1, 2])],
  ])('throws on an answer with %s', async (_case, bad) => {
    answer = bad
    await expect(read()).rejects.toThrow(TypeError)
  })

  it('throws the HTTP error of a failed answer, and HttpRequestError when unreachable', async () => {
    answer = jsonAnswer(500, { error: { code: 'X', message: 'x' } })
    await expect(read()).rejects.toBeInstanceOf(HttpStatusError)
    await expect(
      readApiHistory({
        apiUrl: api.unreachableUrl,
        projectId: 'p1',
        account: ACCOUNT,
        chainId: 'eip155:31337',
      }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })
})
