// Test helpers of core itself; not exported from the package entry.
import type {
  AuthConnectorAdapter,
  AuthUser,
  ConnectEmailAction,
  EmbeddedFrameView,
} from '../adapter/AuthAdapter.js'
import type { AdapterEvent } from '../adapter/ChainAdapter.js'
import type {
  MultiNamespaceAdapter,
  MultiNamespaceAdapterContext,
} from '../adapter/MultiNamespaceAdapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

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
    /** Asks core whether a provider request may go to the frame, as the real provider does. */
    authorizeRpcRequest: (
      parameters: Parameters<MultiNamespaceAdapterContext['authorizeRpcRequest']>[0],
    ) => context?.authorizeRpcRequest(parameters),
  }
}
