// Test helpers of core itself; not exported from the package entry.
import type {
  AuthConnectorAdapter,
  AuthUser,
  ConnectEmailAction,
  EmbeddedFrameView,
} from './adapter/AuthAdapter.js'
import type { AdapterContext, AdapterEvent, ChainAdapter } from './adapter/ChainAdapter.js'
import type {
  MultiNamespaceAdapter,
  MultiNamespaceAdapterContext,
} from './adapter/MultiNamespaceAdapter.js'
import { type CreatePorticoParameters, createPortico } from './createPortico.js'
import { createMemoryStorage } from './storage/createStorage.js'
import type { Connector, ConnectorType } from './types/connector.js'
import type { ChainNamespace, Network } from './types/network.js'

/** A network definition for tests of core itself (core knows no real chain). */
export function testNetwork(
  id: number | string,
  namespace: ChainNamespace = 'eip155',
  name = `Test ${id}`,
): Network {
  return {
    id,
    name,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: {
      name: 'Coin',
      symbol: namespace === 'eip155' ? 'ETH' : 'SOL',
      decimals: namespace === 'eip155' ? 18 : 9,
    },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  }
}

/** The fee per gas the fake adapter's estimates give (2 gwei). */
export const FAKE_GAS_PRICE = 2_000_000_000n

/** A transaction hash of the fake adapter, numbered. */
const fakeHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

export type FakeWallet = {
  id: string
  type?: ConnectorType
  address: string
  chainId: number | string
}

/**
 * A fake adapter for core's rule tests: wallets that answer at once, from a script. The real EVM
 * adapter is tested against anvil with the test browser wallet in @portico/evm; this one exists
 * for rules that need wallets no real component here provides yet (the auth connector, a second
 * namespace, a wallet that fails on demand).
 */
export function createFakeAdapter(namespace: ChainNamespace, wallets: FakeWallet[]) {
  let context: AdapterContext | undefined
  /** Set to make balance reads wait until released. */
  let balanceGate: Promise<void> | undefined
  const calls: string[] = []
  const fail = new Set<string>()
  const byId = (id: string) => {
    const wallet = wallets.find((w) => w.id === id)
    if (!wallet) throw new Error(`no fake wallet ${id}`)
    return wallet
  }
  const connectors = (): Connector[] =>
    wallets.map((w) => ({ id: w.id, type: w.type ?? 'ANNOUNCED', name: w.id, chain: namespace }))
  const adapter: ChainAdapter = {
    namespace,
    setup(ctx) {
      context = ctx
      ctx.setConnectors(connectors())
      return () => {
        context = undefined
      }
    },
    async connect({ connector }) {
      calls.push(`connect:${connector.id}`)
      if (fail.has(`connect:${connector.id}`))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      const w = byId(connector.id)
      return { address: w.address, chainId: w.chainId }
    },
    async reconnect({ connector }) {
      calls.push(`reconnect:${connector.id}`)
      if (fail.has(`reconnect:${connector.id}`)) return null
      const w = byId(connector.id)
      return { address: w.address, chainId: w.chainId }
    },
    async disconnect({ connector }) {
      calls.push(`disconnect:${connector.id}`)
      if (fail.has(`disconnect:${connector.id}`)) throw new Error('wallet busy')
    },
    async switchNetwork({ connector, network }) {
      calls.push(`switchNetwork:${connector.id}:${network.id}`)
      if (fail.has(`switchNetwork:${connector.id}`))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      byId(connector.id).chainId = network.id
    },
    async setPreferredAccountType({ connector, accountType }) {
      calls.push(`setPreferredAccountType:${connector.id}:${accountType}`)
    },
    async getBalance() {
      await balanceGate
      return { value: 1_234_500_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    },
    // Sends: recorded in `calls`, answered with numbered hashes; 'estimateGas', 'sendTransaction',
    // 'writeContract' and 'revert' can be made to fail with `fail()`.
    async estimateGas({ transaction }) {
      calls.push(`estimateGas:${'abi' in transaction ? 'contract' : 'native'}`)
      if (fail.has('estimateGas'))
        throw Object.assign(new Error('execution reverted'), { code: -32000 })
      return { gas: 'abi' in transaction ? 50_000n : 21_000n, gasPrice: FAKE_GAS_PRICE }
    },
    async sendTransaction({ connector, to, value, gas }) {
      calls.push(`sendTransaction:${connector.id}:${to}:${value ?? 0n}:${gas ?? ''}`)
      if (fail.has('sendTransaction'))
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeHash(calls.length)
    },
    async writeContract({ connector, address, functionName, args, gas }) {
      calls.push(
        `writeContract:${connector.id}:${address}:${functionName}(${args.map(String).join(',')}):${gas ?? ''}`,
      )
      if (fail.has('writeContract')) throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeHash(calls.length)
    },
    // Non-EVM sends (Solana): recorded with the token's mint and decimals; fails with fail('transfer').
    async transfer({ connector, to, amount, token }) {
      calls.push(
        `transfer:${connector.id}:${to}:${amount}:${token ? `${token.address}/${token.decimals}` : 'native'}`,
      )
      if (fail.has('transfer')) throw Object.assign(new Error('User rejected'), { code: 4001 })
      return fakeHash(calls.length)
    },
    async waitForTransaction({ hash }) {
      calls.push(`waitForTransaction:${hash}`)
      return { status: fail.has('revert') ? 'reverted' : 'success' }
    },
  }
  return {
    adapter,
    calls,
    wallets,
    /** Makes the next calls of `what` (e.g. 'connect:w1') fail. */
    fail: (what: string) => fail.add(what),
    /** Holds balance reads until the returned function is called. */
    holdBalances: () => {
      let release = () => {}
      balanceGate = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    /** Reports a wallet event as the wallet would. */
    emit: (event: AdapterEvent) => context?.emit(event),
  }
}

/** A `wc:` pairing URI of the v2 shape, numbered, for tests. */
export function testPairingUri(n: number): string {
  return `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
}

/**
 * A fake WalletConnect adapter for rule and view tests where no relay and wallet can run (core's
 * unit tests, component tests in the browser): every connect() makes a numbered pairing URI and
 * waits until the test approves or rejects that pairing. The real adapter is tested against the
 * relay and a WalletKit wallet in @portico/walletconnect.
 */
export function createFakeWalletConnectAdapter(
  accounts: Partial<Record<ChainNamespace, { address: string; chainId: number | string }>>,
  options: { autoUri?: boolean } = {},
) {
  let context: MultiNamespaceAdapterContext | undefined
  const namespaces = Object.keys(accounts) as ChainNamespace[]
  const pairings: {
    uri: string
    namespace: ChainNamespace
    resolve: (result: { address: string; chainId: number | string }) => void
    reject: (error: unknown) => void
  }[] = []
  const calls: string[] = []
  const connector = (chains: ChainNamespace[]): Connector => ({
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: chains[0] ?? 'eip155',
    chains,
  })
  const accountOf = (namespace: ChainNamespace) => {
    const account = accounts[namespace]
    if (!account) throw new Error(`no fake account in ${namespace}`)
    return account
  }
  const adapter: MultiNamespaceAdapter = {
    namespaces,
    setup(ctx) {
      context = ctx
      ctx.setConnectors([
        connector(namespaces.filter((ns) => ctx.networks.some((n) => n.chainNamespace === ns))),
      ])
      return () => {
        context = undefined
      }
    },
    connect({ network }) {
      calls.push(`connect:${network.chainNamespace}`)
      const uri = testPairingUri(pairings.length + 1)
      const promise = new Promise<{ address: string; chainId: number | string }>(
        (resolve, reject) =>
          pairings.push({ uri, namespace: network.chainNamespace, resolve, reject }),
      )
      if (options.autoUri !== false) context?.setPairingUri(uri)
      return promise
    },
    async reconnect({ network }) {
      calls.push(`reconnect:${network.chainNamespace}`)
      return accounts[network.chainNamespace] ?? null
    },
    async disconnect() {
      calls.push('disconnect')
    },
    async getBalance() {
      return { value: 0n, decimals: 18, symbol: 'ETH' }
    },
  }
  const pairing = (index: number) => {
    const found = index < 0 ? pairings.at(index) : pairings[index]
    if (!found) throw new Error(`no pairing ${index}`)
    return found
  }
  return {
    adapter,
    calls,
    /** The URIs made so far, oldest first. */
    uris: () => pairings.map((p) => p.uri),
    /** Shows the URI of pairing `index` (with `autoUri: false`). */
    publishUri: (index = -1) => context?.setPairingUri(pairing(index).uri),
    /** The wallet approves pairing `index` (default: the newest). */
    approve: (index = -1) => {
      const p = pairing(index)
      p.resolve(accountOf(p.namespace))
    },
    /** The pairing `index` fails (the wallet rejects, or the proposal expires). */
    reject: (
      index = -1,
      error: unknown = Object.assign(new Error('User rejected'), { code: 4001 }),
    ) => pairing(index).reject(error),
    /** Reports a wallet event in `namespace`. */
    emit: (namespace: ChainNamespace, event: AdapterEvent) => context?.emit(namespace, event),
  }
}

/** The secure origin the fake auth adapter says it has. */
export const FAKE_SECURE_ORIGIN = 'http://127.0.0.1:4002'

/**
 * A fake embedded-wallet adapter (AUTH connector, eip155 + solana) for core's rule tests and the
 * React views' tests, where no secure site and frame run: every auth method answers from a script
 * and is recorded in `calls`; `fail(method)` makes it reject, `hold(method)` makes it wait until
 * `release(method)`. The real adapter (@portico/embedded) is tested against a real frame in
 * Chromium.
 */
export function createFakeAuthAdapter(
  options: {
    users?: Partial<Record<ChainNamespace, Partial<AuthUser>>>
    connectEmailAction?: ConnectEmailAction
    secureOrigin?: string
    namespaces?: readonly ChainNamespace[]
  } = {},
) {
  let context: MultiNamespaceAdapterContext | undefined
  const calls: string[] = []
  const failing = new Map<string, Error>()
  const held = new Map<string, { promise: Promise<void>; release: () => void }>()
  const slots: HTMLElement[] = []
  let loggedIn = false
  const namespaces = options.namespaces ?? (['eip155', 'solana'] as const)
  const userOf = (namespace: ChainNamespace, chainId?: number | string): AuthUser => {
    const address =
      namespace === 'solana'
        ? '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
        : '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    return {
      email: 'alice@example.org',
      address,
      chainId: chainId ?? (namespace === 'solana' ? 'devnet' : 31337),
      accounts: [{ type: 'eoa', address }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      ...options.users?.[namespace],
    }
  }
  /** Records the call, waits while held, fails when told to. */
  const step = async (name: string, detail = '') => {
    calls.push(detail ? `${name}:${detail}` : name)
    await held.get(name)?.promise
    const error = failing.get(name)
    if (error) throw error
  }
  const connector = (ctx: MultiNamespaceAdapterContext): Connector => {
    const chains = namespaces.filter((ns) => ctx.networks.some((n) => n.chainNamespace === ns))
    return {
      id: 'AUTH',
      type: 'AUTH',
      name: 'Email & socials',
      chain: chains[0] ?? 'eip155',
      chains,
    }
  }
  const adapter: MultiNamespaceAdapter & AuthConnectorAdapter = {
    namespaces,
    secureOrigin: options.secureOrigin ?? FAKE_SECURE_ORIGIN,
    setup(ctx) {
      context = ctx
      ctx.setConnectors([connector(ctx)])
      return () => {
        context = undefined
      }
    },
    async connect({ network }) {
      await step('connect', network.chainNamespace)
      loggedIn = true
      const user = userOf(network.chainNamespace, network.id)
      return { address: user.address, chainId: user.chainId, user }
    },
    async reconnect({ network }) {
      await step('reconnect', network.chainNamespace)
      if (!loggedIn) return null
      const user = userOf(network.chainNamespace, network.id)
      return { address: user.address, chainId: user.chainId, user }
    },
    async disconnect() {
      await step('disconnect')
      loggedIn = false
    },
    async switchNetwork({ network }) {
      await step('switchNetwork', String(network.id))
    },
    async setPreferredAccountType({ accountType }) {
      await step('setPreferredAccountType', accountType)
    },
    async getBalance({ network }) {
      await step('getBalance', network.chainNamespace)
      return {
        value: 0n,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
    async connectEmail({ email }) {
      await step('connectEmail', email)
      return { action: options.connectEmailAction ?? 'VERIFY_OTP' }
    },
    async connectDevice() {
      await step('connectDevice')
    },
    async connectOtp() {
      await step('connectOtp')
    },
    async getSocialRedirectUri({ provider }) {
      await step('getSocialRedirectUri', provider)
      return { uri: `${adapter.secureOrigin}/social/start?provider=${provider}` }
    },
    async connectSocial() {
      await step('connectSocial')
    },
    async getFarcasterUri() {
      await step('getFarcasterUri')
      return { url: 'https://farcaster.example/~/siwf?channelToken=fake' }
    },
    async connectFarcaster() {
      await step('connectFarcaster')
      return userOf('eip155')
    },
    async updateEmail({ email }) {
      await step('updateEmail', email)
      return { newEmail: email }
    },
    async getUser(parameters) {
      await step('getUser', String(parameters?.chainId ?? ''))
      return userOf('eip155', parameters?.chainId)
    },
    async syncTheme({ themeMode }) {
      await step('syncTheme', themeMode)
    },
    async getSmartAccountEnabledNetworks() {
      await step('getSmartAccountEnabledNetworks')
      return [31337]
    },
    async exportKey() {
      await step('exportKey')
    },
    abort() {
      calls.push('abort')
    },
    attachFrame(slot) {
      calls.push('attachFrame')
      slots.push(slot)
      return () => {
        calls.push('detachFrame')
        slots.splice(slots.indexOf(slot), 1)
      }
    },
    getProvider() {
      return {
        request: async ({ method }) => {
          await step('request', method)
          return null
        },
        on() {},
        removeListener() {},
      }
    },
  }
  return {
    adapter,
    calls,
    /** Slots a view attached the frame to and has not detached. */
    slots,
    /** Makes `method` (e.g. 'connectOtp') reject with `error` until `succeed(method)`. */
    fail: (method: string, error: Error = new Error(`${method} failed`)) =>
      void failing.set(method, error),
    succeed: (method: string) => void failing.delete(method),
    /** Makes `method` wait until `release(method)`. */
    hold(method: string) {
      let release = () => {}
      const promise = new Promise<void>((resolve) => {
        release = resolve
      })
      held.set(method, { promise, release })
    },
    release(method: string) {
      held.get(method)?.release()
      held.delete(method)
    },
    /** The frame asks to be shown in `view` / hidden, as FrameShow / FrameHide would. */
    frameShow: (view: EmbeddedFrameView) => context?.setEmbeddedFrame({ visible: true, view }),
    frameHide: () => context?.setEmbeddedFrame({ visible: false }),
    /** Reports a frame event in `namespace` (AccountsChanged, ChainChanged, SessionExpired …). */
    emit: (namespace: ChainNamespace, event: AdapterEvent) => context?.emit(namespace, event),
    showAlert: (code: Parameters<MultiNamespaceAdapterContext['showAlert']>[0]) =>
      context?.showAlert(code),
  }
}

/** A mounted instance with fake wallets, in memory. */
export function testInstance(overrides: Partial<CreatePorticoParameters> = {}) {
  return createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337), testNetwork(31338)],
    adapters: [],
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...overrides,
  })
}

/** Waits until `check` holds (for effects the actions start without awaiting, like balances). */
export async function until(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A canned HTTP answer of {@link startJsonTestServer}. */
export type TestAnswer = { status: number; body: string }
/** A JSON answer with `status`. */
export const jsonAnswer = (status: number, body: unknown): TestAnswer => ({
  status,
  body: JSON.stringify(body),
})

/**
 * A real HTTP server on 127.0.0.1 that answers every request with `reply()` and reports each
 * request's URL, plus a client of it and a client of a port nothing listens on.
 */
export async function startJsonTestServer(
  reply: () => TestAnswer,
  onRequest: (url: string) => void,
) {
  const { createServer } = await import('node:http')
  const { createHttpClient } = await import('./http/createHttpClient.js')
  const server = createServer((request, response) => {
    onRequest(request.url ?? '')
    const answer = reply()
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body)
  })
  const listen = (target: import('node:http').Server) =>
    new Promise<number>((resolve) =>
      target.listen(0, '127.0.0.1', () =>
        resolve((target.address() as import('node:net').AddressInfo).port),
      ),
    )
  const port = await listen(server)
  const closed = createServer()
  const closedPort = await listen(closed)
  await new Promise((resolve) => closed.close(resolve))
  return {
    client: createHttpClient({ baseUrl: `http://127.0.0.1:${port}` }),
    /** The API cannot be reached. */
    unreachable: createHttpClient({ baseUrl: `http://127.0.0.1:${closedPort}` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
