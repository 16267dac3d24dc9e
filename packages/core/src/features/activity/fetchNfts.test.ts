// fetchNfts against a real HTTP server standing in for the Portico API, with fake wallets.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_TTL_MS } from '../../constants.js'
import { jsonAnswer, type TestAnswer, testInstance, testNetwork } from '../../testing/index.js'
import type { Network } from '../../types/network.js'
import { connectedAccountInstance, startAccountTestApi } from './fetchTransactions.testApi.js'
import type { ApiNft } from './readApiNfts.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nft = (
  tokenId: string,
  chainId = 'eip155:31337',
  imageUrl = `http://127.0.0.1:8547/nft/${tokenId}.svg`,
): ApiNft => ({
  chainId,
  contract: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  tokenId,
  name: `Portico Pal #${tokenId}`,
  imageUrl,
  collection: { name: 'Portico Pals', symbol: 'PALS' },
})

let supported: string[]
let nftsAnswer: (url: URL) => TestAnswer
const api = await startAccountTestApi((url) => {
  if (url.pathname === '/v1/supported-chains') return jsonAnswer(200, { http: supported, ws: [] })
  if (url.pathname === `/v1/account/${ADDRESS}/nfts`) return nftsAnswer(url)
  return undefined
})
afterAll(() => api.close())
const nftRequests = () => api.requests.filter((u) => u.pathname.endsWith('/nfts'))

const unmounts: (() => void)[] = []
beforeEach(() => {
  supported = ['eip155:31337', 'eip155:31338']
  nftsAnswer = (url) =>
    jsonAnswer(200, {
      nfts: [nft('1', url.searchParams.get('chainId') ?? ''), nft('2'), nft('3', 'eip155:1')],
    })
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

describe('fetchNfts — GET /v1/account/{address}/nfts for the NFTs tab', () => {
  it("the active network's tokens, asked with its chainId", async () => {
    const portico = await connected()
    // The action loads on first use: the loading state is seen once it has started.
    const seen: unknown[] = []
    portico.stores.nfts.subscribe(({ status, nfts }) => void seen.push({ status, nfts }))
    const pending = portico.activity.fetchNfts()
    expect((await pending).map((n) => n.tokenId)).toEqual(['1', '2'])
    expect(seen[0]).toEqual({ status: 'loading', nfts: [] })
    expect(portico.stores.nfts.getState()).toMatchObject({
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      readAt: 1_800_000_000_000,
    })
    expect(nftRequests()[0]?.searchParams.get('chainId')).toBe('eip155:31337')
  })

  it('reused for 30 s, then read again; force reads at once; another network is its own list', async () => {
    const portico = await connected()
    await portico.activity.fetchNfts()
    vi.setSystemTime(Date.now() + BALANCE_CACHE_TTL_MS - 1)
    await portico.activity.fetchNfts()
    expect(nftRequests()).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    await portico.activity.fetchNfts()
    await portico.activity.fetchNfts({ force: true })
    expect(nftRequests()).toHaveLength(3)
    await portico.switchNetwork({ network: B })
    expect((await portico.activity.fetchNfts()).map((n) => n.tokenId)).toEqual(['1'])
    expect(nftRequests().at(-1)?.searchParams.get('chainId')).toBe('eip155:31338')
  })

  it('a failing API: status error and no tokens', async () => {
    nftsAnswer = () => jsonAnswer(500, { error: { code: 'X', message: 'x' } })
    const portico = await connected()
    expect(await portico.activity.fetchNfts()).toEqual([])
    expect(portico.stores.nfts.getState()).toMatchObject({ status: 'error', nfts: [] })
  })

  it.each<[string, () => ReturnType<typeof connected>]>([
    [
      'a chain the API does not support (spec §7: an empty result)',
      () => {
        supported = ['eip155:1']
        return connected()
      },
    ],
    [
      'a Solana account (ERC-721 is EVM)',
      () => connected([testNetwork('sol', 'solana')], 'solana'),
    ],
  ])('%s: status unsupported, nothing asked', async (_case, setup) => {
    const portico = await setup()
    expect(await portico.activity.fetchNfts()).toEqual([])
    expect(portico.stores.nfts.getState().status).toBe('unsupported')
    expect(nftRequests()).toEqual([])
  })

  it('nobody connected: idle', async () => {
    const portico = testInstance({ apiUrl: api.apiUrl })
    expect(await portico.activity.fetchNfts()).toEqual([])
    expect(portico.stores.nfts.getState()).toMatchObject({ status: 'idle', nfts: [] })
  })
})
