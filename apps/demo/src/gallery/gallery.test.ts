import { describe, expect, test } from 'vitest'
import { findGalleryCase, GALLERY_CASES, galleryCaseId, galleryPath } from './cases.js'
import { createFixtureAdapter } from './FixtureAdapter.js'
import { answerFixtureRequest, FIXTURE_API_URL } from './fixtureApi.js'
import { EVM_WALLETS, FIXTURE_CATALOGUE, FIXTURE_NETWORKS, NAMED_ADDRESS_NAME } from './fixtures.js'
import { SCENARIOS } from './scenarios.js'

describe('gallery cases', () => {
  test('every case has a scenario, and every scenario a case', () => {
    const ids = GALLERY_CASES.map(galleryCaseId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(Object.keys(SCENARIOS).sort()).toEqual([...ids].sort())
  })

  test.each([
    ['?view=Account&state=named&theme=dark', { id: 'Account-named', theme: 'dark' }],
    ['?view=Account&state=named', { id: 'Account-named', theme: 'light' }],
    ['?view=Account&state=nope&theme=dark', undefined],
    ['?view=Account&state=named&theme=<script>', undefined],
    ['', undefined],
  ])('the query %j names %j', (search, expected) => {
    const found = findGalleryCase(search)
    expect(found && { id: galleryCaseId(found.galleryCase), theme: found.theme }).toEqual(expected)
  })

  test('a case path round-trips through findGalleryCase', () => {
    for (const galleryCase of GALLERY_CASES) {
      const path = galleryPath(galleryCase, 'dark')
      expect(findGalleryCase(path.slice(path.indexOf('?')))?.galleryCase).toBe(galleryCase)
    }
  })
})

const FIXTURE_NETWORKS_IDS = [
  'eip155:31337',
  'eip155:31338',
  `solana:${FIXTURE_NETWORKS.solana.id}`,
]

describe('fixture API', () => {
  const get = (path: string, catalogue: 'list' | 'empty' | 'error' | 'loading' = 'list') =>
    answerFixtureRequest(new URL(path, FIXTURE_API_URL), 'GET', { catalogue })

  test('the Account tabs: supported chains, NFTs and history of the chain asked, filled or empty', async () => {
    const account = '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const chains = await (await get('/v1/supported-chains')).json()
    expect(chains.http).toEqual(FIXTURE_NETWORKS_IDS)
    const nfts = await (await get(`${account}/nfts?chainId=eip155:31338`)).json()
    expect(nfts.nfts.map((n: { chainId: string; name: string }) => [n.chainId, n.name])).toEqual([
      ['eip155:31338', 'Portico Pal #1'],
      ['eip155:31338', 'Portico Pal #2'],
      ['eip155:31338', 'Portico Pal #3'],
    ])
    const history = await (await get(`${account}/history?chainId=eip155:31337`)).json()
    expect(history.next).toBeNull()
    expect(history.data.length).toBeGreaterThan(3)
    expect(
      history.data.every(
        (i: { metadata: { chain: string } }) => i.metadata.chain === 'eip155:31337',
      ),
    ).toBe(true)
    const empty = (path: string) =>
      answerFixtureRequest(new URL(path, FIXTURE_API_URL), 'GET', {
        catalogue: 'list',
        accountLists: 'empty',
      }).then((r) => r.json())
    expect((await empty(`${account}/nfts`)).nfts).toEqual([])
    expect((await empty(`${account}/history`)).data).toEqual([])
    expect((await empty(`${account}/balance?chainId=eip155:31337`)).balances).toEqual([])
    // The connection's own read (forceUpdate) still has the balances.
    expect(
      (await empty(`${account}/balance?chainId=eip155:31337&forceUpdate=true`)).balances.length,
    ).toBeGreaterThan(0)
  })

  test('getWallets answers the catalogue, filtered by search and exclude', async () => {
    const all = await (await get('/getWallets?page=1&entries=40')).json()
    expect(all.count).toBe(FIXTURE_CATALOGUE.length)
    const found = await (await get('/getWallets?search=harb&exclude=catalogue-juniper')).json()
    expect(found.data.map((w: { name: string }) => w.name)).toEqual(['Harbor Wallet'])
  })

  test('getWallets answers empty, 500, or never, as the tile asks', async () => {
    expect(await (await get('/getWallets', 'empty')).json()).toEqual({ count: 0, data: [] })
    expect((await get('/getWallets', 'error')).status).toBe(500)
    const never = await Promise.race([
      get('/getWallets', 'loading').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 50)),
    ])
    expect(never).toBe('still loading')
  })

  test('account names: suggestions list the typed name first and mark taken names; an unknown name is 404', async () => {
    const { suggestions } = await (
      await get('/v1/profile/suggestions/cobalt?zone=portico.eth')
    ).json()
    expect(suggestions).toEqual([
      { name: 'cobalt.portico.eth', registered: false },
      { name: 'cobalt1.portico.eth', registered: true },
      { name: 'cobalt-eth.portico.eth', registered: false },
      { name: 'mycobalt.portico.eth', registered: false },
    ])
    expect((await get(`/v1/profile/account/${NAMED_ADDRESS_NAME}`)).status).toBe(200)
    expect((await get('/v1/profile/account/cobalt.portico.eth')).status).toBe(404)
  })

  test('identity has a name for the named account only; unknown routes are 404', async () => {
    const named = await (await get(`/v1/identity/${EVM_WALLETS[0]!.address}`)).json()
    expect(named.name).toBe(NAMED_ADDRESS_NAME)
    const unnamed = await (await get(`/v1/identity/${EVM_WALLETS[1]!.address}`)).json()
    expect(unnamed.name).toBeNull()
    expect((await get('/v1/nothing')).status).toBe(404)
  })

  test("swaps: the devnet chain's tokens and prices, a quote at the fixed prices less 0.3 %, no USDC allowance; another chain is 'Network not supported'", async () => {
    const tokens = await (await get('/v1/convert/tokens?chainId=eip155:31337')).json()
    expect(tokens.tokens.map((t: { symbol: string }) => t.symbol)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'WETH',
    ])
    const refused = await get('/v1/convert/tokens?chainId=eip155:31338')
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.code).toBe('NETWORK_NOT_SUPPORTED')
    const [eth, usdc] = tokens.tokens as { address: string }[]
    const query = new URLSearchParams({
      amount: '1000000000000000000',
      from: eth!.address,
      to: usdc!.address,
    })
    const quotes = await (await get(`/v1/convert/quotes?${query}`)).json()
    expect(quotes.quotes[0]).toMatchObject({ toAmount: '2991000000', fee: { bps: 0 } })
    const allowance = await (
      await get(`/v1/convert/allowance?tokenAddress=${usdc!.address}`)
    ).json()
    expect(allowance.allowance).toBe('0')
  })
})

describe('FixtureAdapter', () => {
  const network = FIXTURE_NETWORKS.devnetA
  test('a wallet approves, declines with 4001, or never answers, as scripted', async () => {
    const fixture = createFixtureAdapter('eip155', EVM_WALLETS)
    const [wallet] = fixture.wallets
    const connector = {
      id: wallet!.id,
      type: 'ANNOUNCED' as const,
      name: '',
      chain: 'eip155' as const,
    }
    await expect(fixture.adapter.connect({ connector, network })).resolves.toEqual({
      address: wallet!.address,
      chainId: 31337,
    })
    fixture.setAnswer(wallet!.id, 'reject')
    await expect(fixture.adapter.connect({ connector, network })).rejects.toMatchObject({
      code: 4001,
    })
    fixture.setAnswer(wallet!.id, 'pending')
    const settled = await Promise.race([
      fixture.adapter.connect({ connector, network }).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ])
    expect(settled).toBe('pending')
    // Each adapter copies the script: the shared fixture is unchanged.
    expect(EVM_WALLETS[0]!.answer).toBe('approve')
  })
})
