// readApiNfts and readApiSupportedChains against a real HTTP server on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../http/errors.js'
import { jsonAnswer, type TestAnswer } from '../../testing/index.js'
import { readApiSupportedChains } from '../network/readApiSupportedChains.js'
import { startAccountTestApi } from './fetchTransactions.testApi.js'
import { type ApiNft, readApiNfts } from './readApiNfts.js'

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

const nft = (tokenId: string, imageUrl?: string): ApiNft => ({
  chainId: 'eip155:31337',
  contract: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  tokenId,
  name: `Portico Pal #${tokenId}`,
  ...(imageUrl === undefined ? {} : { imageUrl }),
  collection: { name: 'Portico Pals', symbol: 'PALS' },
})
const read = () =>
  readApiNfts({ apiUrl: api.apiUrl, projectId: 'p1', address: ACCOUNT, chainId: 'eip155:31337' })

describe('readApiNfts — GET /v1/account/{address}/nfts', () => {
  it('asks the account path with projectId, st, sv and chainId; answers the tokens', async () => {
    answer = jsonAnswer(200, { nfts: [nft('1', 'http://127.0.0.1:8547/nft/1.svg'), nft('2')] })
    expect(await read()).toEqual([nft('1', 'http://127.0.0.1:8547/nft/1.svg'), nft('2')])
    expect(api.requests.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      `/v1/account/${ACCOUNT}/nfts?projectId=p1&st=portico&sv=js-0.1.0&chainId=eip155%3A31337`,
    ])
  })

  it.each<[string, string, boolean]>([
    ['https', 'https://img.example/1.png', true],
    ['http', 'http://127.0.0.1:8547/nft/1.svg', true],
    ['data:image (base64)', 'data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image svg', 'data:image/svg+xml,<svg/>', true],
    ['javascript:', 'javascript:alert(1)', false],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>', false],
    ['blob:', 'blob:https://x/1', false],
    ['relative', '/nft/1.svg', false],
    ['ipfs:', 'ipfs://Qm', false],
  ])('images are untrusted: %s is %s', async (_case, url, kept) => {
    answer = jsonAnswer(200, { nfts: [nft('1', url)] })
    expect((await read())[0]?.imageUrl).toBe(kept ? url : undefined)
  })

  it.each<[string, unknown]>([
    ['no tokenId', { ...nft('1'), tokenId: 1 }],
    ['no collection', { ...nft('1'), collection: undefined }],
    ['a collection symbol not a string', { ...nft('1'), collection: { name: 'A', symbol: null } }],
    ['an image url not a string', { ...nft('1'), imageUrl: 5 }],
    ['not an object', 'nft'],
  ])('an item without the shape is left out: %s', async (_case, bad) => {
    answer = jsonAnswer(200, { nfts: [bad, nft('2')] })
    expect((await read()).map((n) => n.tokenId)).toEqual(['2'])
  })

  it('throws on an answer without an nfts array and on a failed answer', async () => {
    answer = jsonAnswer(200, { data: [] })
    await expect(read()).rejects.toThrow(TypeError)
    answer = jsonAnswer(502, { error: { code: 'X', message: 'x' } })
    await expect(read()).rejects.toBeInstanceOf(HttpStatusError)
  })
})

describe('readApiSupportedChains — spec §7 "GET v1/supported-chains"', () => {
  it('answers the http list, strings only', async () => {
    answer = jsonAnswer(200, { http: ['eip155:31337', 7, 'eip155:31338'], ws: [] })
    expect(await readApiSupportedChains({ apiUrl: api.apiUrl, projectId: 'p1' })).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(`${api.requests[0]?.pathname}?${api.requests[0]?.searchParams}`).toBe(
      '/v1/supported-chains?projectId=p1&st=portico&sv=js-0.1.0',
    )
    answer = jsonAnswer(200, { ws: [] })
    await expect(readApiSupportedChains({ apiUrl: api.apiUrl, projectId: 'p1' })).rejects.toThrow(
      TypeError,
    )
  })
})
