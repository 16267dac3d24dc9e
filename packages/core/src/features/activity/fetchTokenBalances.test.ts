// fetchTokenBalances against a real HTTP server standing in for the Portico API, with fake wallets.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_TTL_MS, BALANCE_RETRY_BLOCK_MS } from '../../constants.js'
import {
  createFakeAdapter,
  type FakeWallet,
  jsonAnswer,
  type TestAnswer,
  testInstance,
  testNetwork,
  until,
} from '../../testing/index.js'
import type { Connector } from '../../types/connector.js'
import type { Network } from '../../types/network.js'
import { startAccountTestApi } from './fetchTransactions.testApi.js'
import type { AssetsProvider } from './readWalletAssets.js'

const A = testNetwork(31337)
const B = testNetwork(31338)
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const balance = (symbol: string, value: number, extra: Record<string, unknown> = {}) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1' },
  price: value,
  value,
  iconUrl: '',
  ...extra,
})
const ETH = balance('ETH', 3000)
const USDC = balance('USDC', 250, {
  address: 'eip155:31337:0xusdc',
  quantity: { decimals: '6', numeric: '250' },
})
const DAI = balance('DAI', 900, { address: 'eip155:31337:0xdai' })

let supported: string[] = ['eip155:31337', 'eip155:31338']
let balanceAnswer: () => TestAnswer | Promise<TestAnswer>
const api = await startAccountTestApi((url) => {
  if (url.pathname === '/v1/supported-chains') return jsonAnswer(200, { http: supported, ws: [] })
  if (url.pathname.endsWith('/balance')) return balanceAnswer()
  return undefined
})
afterAll(() => api.close())

beforeEach(() => {
  supported = ['eip155:31337', 'eip155:31338']
  // Out of order, with a token of another chain and one with decimals '0'.
  balanceAnswer = () =>
    jsonAnswer(200, {
      balances: [
        USDC,
        DAI,
        ETH,
        balance('OTHER', 5000, { chainId: 'eip155:1', address: 'eip155:1:0xo' }),
        balance('ZERO', 1, {
          address: 'eip155:31337:0xz',
          quantity: { decimals: '0', numeric: '3' },
        }),
      ],
    })
  vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 })
})
const unmounts: (() => void)[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const unmount of unmounts.splice(0)) unmount()
})

/**
 * A fake embedded-wallet (auth connector) adapter: createFakeAdapter's AUTH wallet, its connector
 * carrying `provider`. The real embedded wallet (services/secure) arrives with its own issue and
 * answers the same two calls.
 */
function createFakeAuthAdapter(wallet: FakeWallet, provider: AssetsProvider) {
  const fake = createFakeAdapter('eip155', [{ ...wallet, type: 'AUTH' }])
  const setup = fake.adapter.setup
  fake.adapter.setup = (context) =>
    setup({
      ...context,
      setConnectors: (list: Connector[]) =>
        context.setConnectors(list.map((connector) => ({ ...connector, provider }))),
    })
  return fake
}

async function connected({
  wallet = { id: 'w1', address: ADDRESS, chainId: 31337 } as FakeWallet,
  networks = [A, B] as [Network, ...Network[]],
  adapter = createFakeAdapter('eip155', [wallet]).adapter,
  withApi = true,
} = {}) {
  const portico = testInstance({
    networks,
    adapters: [adapter],
    apiUrl: withApi ? api.apiUrl : undefined,
  })
  unmounts.push(portico.mount())
  await portico.connect({ connectorId: wallet.id })
  // The connection's own balance read (syncBalance) ends before the tab's is counted.
  await until(() => portico.getAccount().balance !== undefined)
  api.requests.length = 0
  return portico
}

const balanceRequests = () => api.requests.filter((u) => u.pathname.endsWith('/balance'))

describe('fetchTokenBalances — the Tokens tab', () => {
  it("balances from the API of the network's chain: native first, then by value; decimals '0' and other chains left out", async () => {
    const portico = await connected()
    const balances = await portico.activity.fetchTokenBalances()
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'DAI', 'USDC'])
    expect(portico.stores.tokenBalances.getState()).toMatchObject({
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      balances,
      readAt: 1_800_000_000_000,
    })
    // Spec §3: the account's tokenBalance.
    expect(portico.getAccount().tokenBalance).toEqual(balances)
    expect(Object.fromEntries(balanceRequests()[0]?.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: 'js-0.1.0',
      currency: 'usd',
      chainId: 'eip155:31337',
    })
  })

  it("spec §9 'Dedupe cache 8192 entries': the account's balance and the Tokens tab read at once ask the API once", async () => {
    const portico = await connected()
    const answer = balanceAnswer
    balanceAnswer = () => new Promise((resolve) => setTimeout(() => resolve(answer()), 100))
    await Promise.all([
      portico.account.syncBalance({ force: true }),
      portico.activity.fetchTokenBalances({ force: true }),
    ])
    expect(balanceRequests()).toHaveLength(1)
    expect(portico.stores.tokenBalances.getState().status).toBe('ready')
    // Once answered, the next read asks again.
    await portico.activity.fetchTokenBalances({ force: true })
    expect(balanceRequests()).toHaveLength(2)
  })

  it("spec §9 'Caches: balance … 30 s': reused for 30 s, then read again; force reads at once with forceUpdate", async () => {
    const portico = await connected()
    await portico.activity.fetchTokenBalances()
    vi.setSystemTime(Date.now() + BALANCE_CACHE_TTL_MS - 1)
    await portico.activity.fetchTokenBalances()
    expect(balanceRequests()).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    await portico.activity.fetchTokenBalances()
    expect(balanceRequests()).toHaveLength(2)
    await portico.activity.fetchTokenBalances({ force: true })
    expect(balanceRequests().map((u) => u.searchParams.get('forceUpdate'))).toEqual([
      null,
      null,
      'true',
    ])
  })

  it("spec §8 'toast Token Balance Unavailable on fetch failure; retry blocked for 30 s after failure'", async () => {
    const portico = await connected()
    balanceAnswer = () => jsonAnswer(502, { error: { code: 'BALANCE_UNAVAILABLE', message: 'x' } })
    expect(await portico.activity.fetchTokenBalances()).toEqual([])
    expect(portico.stores.tokenBalances.getState()).toMatchObject({
      status: 'error',
      balances: [],
      retryBlockedUntil: Date.now() + BALANCE_RETRY_BLOCK_MS,
    })
    expect(portico.stores.notification.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    balanceAnswer = () => jsonAnswer(200, { balances: [ETH] })
    vi.setSystemTime(Date.now() + BALANCE_RETRY_BLOCK_MS - 1)
    await portico.activity.fetchTokenBalances({ force: true })
    expect(balanceRequests()).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    expect((await portico.activity.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['ETH'])
    expect(portico.stores.tokenBalances.getState()).toMatchObject({
      status: 'ready',
      retryBlockedUntil: undefined,
    })
  })

  it('an unreachable API fails the same way', async () => {
    const portico = await connected()
    portico._internal.stores.options.setState((s) => ({
      options: { ...s.options, apiUrl: api.unreachableUrl },
    }))
    expect(await portico.activity.fetchTokenBalances()).toEqual([])
    expect(portico.stores.tokenBalances.getState().status).toBe('error')
    expect(portico.stores.notification.getState().message).toBe('Token Balance Unavailable')
  })

  it.each<[string, () => Promise<Awaited<ReturnType<typeof connected>>>, number]>([
    [
      "spec §5 'Balances are shown only for supported … chains': a chain the API does not list",
      () => {
        supported = ['eip155:31338']
        return connected()
      },
      1,
    ],
    [
      "spec §5 '… non-testnet chains': a testnet (nothing asked)",
      () => connected({ networks: [{ ...A, testnet: true }] }),
      0,
    ],
    [
      "spec §9 'Balance … EVM and Solana': a polkadot account (nothing asked)",
      () =>
        connected({
          wallet: { id: 'p1', address: '5Grw', chainId: 'abc' },
          networks: [testNetwork('abc', 'polkadot')],
          adapter: createFakeAdapter('polkadot', [{ id: 'p1', address: '5Grw', chainId: 'abc' }])
            .adapter,
        }),
      0,
    ],
  ])(
    "%s: status unsupported, the toast 'Token Balance Unavailable' and no balance request",
    async (_rule, setup, asked) => {
      const portico = await setup()
      expect(await portico.activity.fetchTokenBalances()).toEqual([])
      expect(portico.stores.tokenBalances.getState().status).toBe('unsupported')
      expect(portico.stores.notification.getState()).toMatchObject({
        open: true,
        message: 'Token Balance Unavailable',
      })
      expect(balanceRequests()).toEqual([])
      expect(api.requests.filter((u) => u.pathname === '/v1/supported-chains')).toHaveLength(asked)
    },
  )

  it('no API configured: status unsupported, nothing asked and no toast (the dApp chose no balances)', async () => {
    const portico = await connected({ withApi: false })
    expect(await portico.activity.fetchTokenBalances()).toEqual([])
    expect(portico.stores.tokenBalances.getState().status).toBe('unsupported')
    expect(portico.stores.tokenBalances.getState().retryBlockedUntil).toBeUndefined()
    expect(portico.stores.notification.getState().open).toBe(false)
    expect(api.requests).toEqual([])
  })

  it('supported chains are asked once per instance (again after a failure)', async () => {
    const portico = await connected()
    supported = ['eip155:31337']
    await portico.activity.fetchTokenBalances()
    await portico.activity.fetchTokenBalances({ force: true })
    expect(api.requests.filter((u) => u.pathname === '/v1/supported-chains')).toHaveLength(1)
  })

  it('nobody connected: idle and nothing asked', async () => {
    const portico = testInstance({ apiUrl: api.apiUrl })
    api.requests.length = 0
    expect(await portico.activity.fetchTokenBalances()).toEqual([])
    expect(portico.stores.tokenBalances.getState()).toMatchObject({ status: 'idle', balances: [] })
    expect(api.requests).toEqual([])
  })

  it('an answer for an account no longer active (another network here) is dropped', async () => {
    const portico = await connected()
    let release = () => {}
    balanceAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(jsonAnswer(200, { balances: [ETH] }))
      })
    const pending = portico.activity.fetchTokenBalances()
    await until(() => balanceRequests().length === 1)
    expect(portico.stores.tokenBalances.getState().status).toBe('loading')
    balanceAnswer = () => jsonAnswer(200, { balances: [{ ...USDC, chainId: 'eip155:31338' }] })
    await portico.switchNetwork({ network: B })
    await until(() => portico.getAccount().caipAddress === `eip155:31338:${ADDRESS}`)
    release()
    expect(await pending).toEqual([ETH])
    expect(portico.stores.tokenBalances.getState()).toMatchObject({
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'loading',
    })
    // The new network's own read replaces it.
    expect((await portico.activity.fetchTokenBalances()).map((b) => b.symbol)).toEqual(['USDC'])
    expect(portico.stores.tokenBalances.getState().caipAddress).toBe(`eip155:31338:${ADDRESS}`)
  })
})

describe("fetchTokenBalances — spec §7 'for auth-connector EVM accounts a wallet capabilities check then wallet_getAssets'", () => {
  const assets = {
    '0x7a69': [
      {
        address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
        balance: '0x5f5e100',
        type: 'ERC20',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '' },
      },
      {
        address: 'native',
        balance: '0xde0b6b3a7640000',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
      },
      { address: 'bad', balance: '0x1', type: 'ERC20', metadata: { name: 'Bad' } },
    ],
  }
  /** The embedded wallet's provider, scripted (see createFakeAuthAdapter). */
  const mockEmbeddedProvider = (assetDiscovery: boolean, fail = false) => {
    const methods: string[] = []
    const provider: AssetsProvider = {
      async request({ method }) {
        methods.push(method)
        if (method === 'wallet_getCapabilities')
          return { '0x7a69': { assetDiscovery: { supported: assetDiscovery } } }
        if (method === 'wallet_getAssets') {
          if (fail) throw Object.assign(new Error('Internal error'), { code: -32603 })
          return assets
        }
        throw new Error(`unexpected ${method}`)
      },
    }
    return { provider, methods }
  }
  const auth: FakeWallet = { id: 'auth', address: ADDRESS, chainId: 31337 }

  it('an embedded wallet with asset discovery: its assets, validated (spec §5) and sorted; the API is not asked', async () => {
    const { provider, methods } = mockEmbeddedProvider(true)
    const portico = await connected({
      wallet: auth,
      adapter: createFakeAuthAdapter(auth, provider).adapter,
    })
    methods.length = 0
    const balances = await portico.activity.fetchTokenBalances()
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '1' },
        price: 3000,
        value: 3000,
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
        quantity: { decimals: '6', numeric: '100' },
        price: 1,
        value: 100,
        iconUrl: '',
      },
    ])
    expect(methods).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(balanceRequests()).toEqual([])
  })

  it('an embedded wallet without asset discovery: the API answers (spec §7)', async () => {
    const { provider, methods } = mockEmbeddedProvider(false)
    const portico = await connected({
      wallet: auth,
      adapter: createFakeAuthAdapter(auth, provider).adapter,
    })
    methods.length = 0
    expect((await portico.activity.fetchTokenBalances()).map((b) => b.symbol)).toEqual([
      'ETH',
      'DAI',
      'USDC',
    ])
    expect(methods).toEqual(['wallet_getCapabilities'])
    expect(balanceRequests()).toHaveLength(1)
  })

  it("a failing wallet_getAssets: the toast 'Token Balance Unavailable'", async () => {
    const { provider } = mockEmbeddedProvider(true, true)
    const portico = await connected({
      wallet: auth,
      adapter: createFakeAuthAdapter(auth, provider).adapter,
    })
    expect(await portico.activity.fetchTokenBalances()).toEqual([])
    expect(portico.stores.tokenBalances.getState().status).toBe('error')
    expect(portico.stores.notification.getState().message).toBe('Token Balance Unavailable')
  })

  it('a wallet of another type is never asked, even with a provider', async () => {
    const { provider, methods } = mockEmbeddedProvider(true)
    const wallet: FakeWallet = { id: 'injected', address: ADDRESS, chainId: 31337 }
    const fake = createFakeAdapter('eip155', [wallet])
    const setup = fake.adapter.setup
    fake.adapter.setup = (context) =>
      setup({
        ...context,
        setConnectors: (list) => context.setConnectors(list.map((c) => ({ ...c, provider }))),
      })
    const portico = await connected({ wallet, adapter: fake.adapter })
    await portico.activity.fetchTokenBalances()
    expect(methods).toEqual([])
    expect(balanceRequests()).toHaveLength(1)
  })
})

describe('syncBalance — spec §8 toast when the balance cannot be read at all', () => {
  it("no API and a failing network read: the toast 'Token Balance Unavailable' and a 30 s block", async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
    fake.adapter.getBalance = async () => {
      throw new Error('RPC down')
    }
    const portico = testInstance({ networks: [A], adapters: [fake.adapter] })
    unmounts.push(portico.mount())
    await portico.connect({ connectorId: 'w1' })
    await until(() => portico.stores.notification.getState().open)
    expect(portico.stores.notification.getState().message).toBe('Token Balance Unavailable')
    expect(portico.getAccount().balance).toBeUndefined()
    expect(portico.stores.tokenBalances.getState().retryBlockedUntil).toBe(
      Date.now() + BALANCE_RETRY_BLOCK_MS,
    )
  })
})
