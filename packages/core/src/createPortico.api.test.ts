// createPortico against an HTTP stand-in for the Portico API (services/api arrives with its own
// issue): remote features, the origin check for email/social login, and analytics.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './storage/createStorage.js'
import { createFakeAdapter, testInstance, until } from './testing/index.js'

type Seen = { method: string; path: string; query: URLSearchParams; body: unknown }
let server: Server
let apiUrl: string
const seen: Seen[] = []
let remoteFeatures: unknown[] = []
let allowedOrigins: string[] = []

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const url = new URL(request.url ?? '/', 'http://x')
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      body: body ? JSON.parse(body) : undefined,
    })
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/appkit/v1/config')
      return response.end(JSON.stringify({ features: remoteFeatures }))
    if (url.pathname === '/projects/v1/origins')
      return response.end(JSON.stringify({ allowedOrigins }))
    // The project takes analytics (spec §7 /getAnalyticsConfig), as the API's p1 does.
    if (url.pathname === '/getAnalyticsConfig')
      return response.end(JSON.stringify({ isAnalyticsEnabled: true }))
    if (url.pathname === '/e') return response.end('{}')
    if (/^\/v1\/account\/0xA1\/balance$/.test(url.pathname))
      return response.end(
        JSON.stringify({
          balances: [
            {
              name: 'Ether',
              symbol: 'ETH',
              chainId: url.searchParams.get('chainId'),
              quantity: { decimals: '18', numeric: '2.50049' },
              price: 3000,
              value: 7501.47,
              iconUrl: '',
            },
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: url.searchParams.get('chainId'),
              address: 'eip155:31337:0xusdc',
              quantity: { decimals: '6', numeric: '10' },
              price: 1,
              value: 10,
              iconUrl: '',
            },
          ],
        }),
      )
    if (url.pathname === '/getWallets') {
      const page = Number(url.searchParams.get('page'))
      const wallets = url.searchParams.get('search')
        ? [{ id: 'found', name: 'Found' }]
        : [{ id: `w${page}`, name: `Wallet ${page}`, image_id: `img${page}` }]
      return response.end(JSON.stringify({ data: wallets, count: 2 }))
    }
    if (url.pathname === '/v1/identity/0xA1')
      return response.end(JSON.stringify({ name: 'alice.portico.eth', avatar: 'http://x/a.svg' }))
    response.statusCode = 404
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  seen.length = 0
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createPortico with the API (spec §1, §5, §7)', () => {
  it("remote configuration overrides local feature values, with the warning 'Local configuration ignored'", async () => {
    remoteFeatures = [
      { id: 'swaps', isEnabled: false },
      { id: 'email', isEnabled: true },
    ]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = testInstance({
      apiUrl,
      features: { swaps: true, email: false, socials: false },
    })
    portico.mount()
    await until(() => portico.stores.options.getState().featuresSource === 'remote')
    expect(portico.stores.options.getState().features).toMatchObject({ swaps: false, email: true })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Local configuration ignored'))
    const config = seen.find((r) => r.path === '/appkit/v1/config')
    expect(Object.fromEntries(config?.query ?? [])).toMatchObject({
      projectId: 'p1',
      st: 'portico',
    })
  })

  it("an origin outside the allowed ones, with email login on, shows 'Origin Not Allowed'", async () => {
    remoteFeatures = []
    allowedOrigins = ['https://*.example.com']
    vi.stubGlobal('location', {
      origin: 'https://evil.test',
      href: 'https://evil.test/',
      hostname: 'evil.test',
    })
    const portico = testInstance({ apiUrl, features: { email: true } })
    portico.mount()
    await until(() => portico.stores.alert.getState().alert !== undefined)
    expect(portico.stores.alert.getState().alert?.title).toBe('Origin Not Allowed')
  })

  it('an allowed origin shows nothing', async () => {
    remoteFeatures = []
    allowedOrigins = ['https://*.example.com']
    vi.stubGlobal('location', {
      origin: 'https://app.example.com',
      href: 'https://app.example.com/',
      hostname: 'app.example.com',
    })
    const portico = testInstance({ apiUrl, features: { email: true } })
    portico.mount()
    await until(() => seen.some((r) => r.path === '/projects/v1/origins'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(portico.stores.alert.getState().alert).toBeUndefined()
  })

  it('analytics: MODAL_OPEN is posted to /e with projectId, st and sv; nothing when disabled', async () => {
    remoteFeatures = []
    vi.stubGlobal('location', {
      origin: 'https://app.example.com',
      href: 'https://app.example.com/x',
      hostname: 'app.example.com',
    })
    const portico = testInstance({
      apiUrl,
      storage: createMemoryStorage(),
      features: { email: false, socials: false },
    })
    portico.mount()
    portico.open()
    await until(() => seen.some((r) => r.path === '/e'))
    const event = seen.find((r) => r.path === '/e')
    expect(event?.method).toBe('POST')
    expect([...(event?.query.keys() ?? [])].sort()).toEqual(['projectId', 'st', 'sv'])
    expect(event?.body).toMatchObject({
      url: 'https://app.example.com/x',
      domain: 'app.example.com',
      props: { type: 'track', event: 'MODAL_OPEN' },
    })

    seen.length = 0
    const quiet = testInstance({
      apiUrl,
      features: { analytics: false, email: false, socials: false },
    })
    quiet.mount()
    quiet.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.filter((r) => r.path === '/e')).toEqual([])
  })

  it('a remote multiWallet (spec §1: remote overrides local) lets a second wallet join the first', async () => {
    remoteFeatures = [{ id: 'multiWallet', isEnabled: true }]
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fake = createFakeAdapter('eip155', [
      { id: 'w1', address: '0xC1', chainId: 31337 },
      { id: 'w2', address: '0xC2', chainId: 31337 },
    ])
    const portico = testInstance({
      apiUrl,
      adapters: [fake.adapter],
      features: { multiWallet: false, email: false, socials: false },
    })
    portico.mount()
    await until(() => portico.stores.options.getState().featuresSource === 'remote')
    await portico.connect({ connectorId: 'w1' })
    await portico.connect({ connectorId: 'w2' })
    const statuses = portico.stores.connections
      .getState()
      .connections.eip155?.map((c) => `${c.connectorId}:${c.status}`)
    expect(statuses).toEqual(['w2:active', 'w1:connected'])
  })

  it('balances and the identity come from the API when there is one (spec §7)', async () => {
    remoteFeatures = []
    const fake = createFakeAdapter('eip155', [{ id: 'w1', address: '0xA1', chainId: 31337 }])
    const portico = testInstance({
      apiUrl,
      adapters: [fake.adapter],
      features: { email: false, socials: false },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    // The fake adapter would say 1.234: the API's 2.500 ETH must win.
    await until(
      () =>
        portico.getAccount().balance === '2.5' &&
        portico.getAccount().profileName === 'alice.portico.eth',
    )
    expect(portico.getAccount()).toMatchObject({
      balanceSymbol: 'ETH',
      profileImage: 'http://x/a.svg',
    })
    expect(portico.getAccount().tokenBalance).toHaveLength(2)
    const balance = seen.find((r) => r.path.endsWith('/balance'))
    expect(Object.fromEntries(balance?.query ?? [])).toMatchObject({
      projectId: 'p1',
      currency: 'usd',
      chainId: 'eip155:31337',
      forceUpdate: 'true',
    })
  })

  it('an API that fails falls back to the network for the balance; the name stays empty', async () => {
    remoteFeatures = []
    const fake = createFakeAdapter('eip155', [{ id: 'w2', address: '0xB2', chainId: 31337 }])
    const portico = testInstance({
      apiUrl,
      adapters: [fake.adapter],
      features: { email: false, socials: false },
    })
    portico.mount()
    await portico.connect({ connectorId: 'w2' })
    await until(() => portico.getAccount().balance === '1.234')
    expect(portico.getAccount().profileName).toBeUndefined()
  })

  it('the wallet list: page 1 replaces, later pages append, a search fills filteredWallets (spec §3, §7)', async () => {
    const portico = testInstance({
      apiUrl,
      excludeWalletIds: ['bad'],
      features: { email: false, socials: false },
    })
    await portico.walletList.fetch()
    await portico.walletList.fetch({ page: 2 })
    expect(portico.stores.walletList.getState()).toMatchObject({ page: 2, count: 2, search: '' })
    expect(portico.stores.walletList.getState().wallets.map((w) => w.id)).toEqual(['w1', 'w2'])
    await portico.walletList.fetch({ search: 'fou' })
    expect(portico.stores.walletList.getState().filteredWallets.map((w) => w.id)).toEqual(['found'])
    expect(portico.stores.walletList.getState().wallets.map((w) => w.id)).toEqual(['w1', 'w2'])
    const request = seen.filter((r) => r.path === '/getWallets')[0]
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({
      page: '1',
      entries: '40',
      exclude: 'bad',
      chains: 'eip155',
    })
    expect(portico.walletList.imageUrl({ imageId: 'img1' })).toBe(
      `${apiUrl}/getWalletImage/img1?projectId=p1&st=portico&sv=js-0.1.0`,
    )
    expect(portico.walletList.imageUrl({ imageId: undefined })).toBeUndefined()
  })

  it('without an API URL nothing is fetched', async () => {
    const portico = testInstance()
    portico.mount()
    portico.open()
    await portico.walletList.fetch()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
    expect(portico.walletList.imageUrl({ imageId: 'x' })).toBeUndefined()
    expect(portico.stores.options.getState().featuresSource).toBe('local')
  })
})
