import {
  type AdapterConnectResult,
  type AlertError,
  type AuthAdapter,
  type AuthUser,
  type ChainNamespace,
  type Connector,
  DISCONNECT_TIMEOUT_MS,
  EmailLoginDependencyError,
  type InvalidParamsRpcError,
  type MultiNamespaceAdapter,
  type MultiNamespaceAdapterContext,
  type Network,
  type RequestAbortedError,
  type RpcRequestError,
  STORAGE_KEYS_ALL,
  SwitchChainError,
  UnsupportedProviderMethodError,
} from '@portico/core/internal'
import type {
  CreateFrameBridgeParameters,
  FrameBridge,
  FrameTimeoutReason,
} from './bridge/createFrameBridge.js'
import type { FrameRequestError } from './bridge/FrameRequestError.js'
import { createAuthProvider, type EmbeddedWalletProvider } from './createAuthProvider.js'
import { evmSendMethods } from './evmSendMethods.js'
import { loadFrameBridge } from './loadFrameBridge.js'
import { clearLoginCache, hasLoginCache, rememberLogin } from './loginCache.js'
import { loginSiwxMessage } from './loginSiwxMessage.js'
import type { ParsedFrameEvent } from './messages/types.js'
import { readEmbeddedBalance } from './readEmbeddedBalance.js'
import { type FrameTheme, toFrameTheme } from './toFrameTheme.js'

/** The id of the embedded wallet's one connector. */
export const AUTH_CONNECTOR_ID = 'AUTH'

/** The namespaces the embedded wallet holds keys for (an EVM and a Solana key per user). */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const satisfies ChainNamespace[]

export type CreateEmbeddedWalletAdapterParameters = {
  /** The secure site (services/secure) on its own origin, e.g. `http://127.0.0.1:4002`. */
  url: string
  /**
   * The frame's timings. Defaults: load 20,000 ms, ready delay 500 ms, and 120,000 ms for the email
   * and social requests the frame answers from the server alone (the steps on its own screens wait
   * for the visitor). Tests shorten them.
   */
  frameTimings?: Pick<
    CreateFrameBridgeParameters,
    'loadTimeoutMs' | 'readyDelayMs' | 'requestTimeoutMs'
  >
  /**
   * Loads the bridge's code (default: its dynamic import). When the chunk cannot be fetched, a
   * login fails with 'Unable to load email login dependency'
   * (docs/errors.md#email-login-dependency); tests pass a failing one.
   */
  loadBridge?: () => Promise<
    Pick<typeof import('./bridge/createFrameBridge.js'), 'createFrameBridge'>
  >
}

/** The embedded wallet's adapter: a multi-namespace adapter that is also core's AuthAdapter. */
export type EmbeddedWalletAdapter = MultiNamespaceAdapter & AuthAdapter

type Namespace = (typeof EMBEDDED_WALLET_NAMESPACES)[number]
type Account = { address: string; chainId: number | string }

const isEvmAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

function toResult(user: AuthUser): AdapterConnectResult {
  return { address: user.address, chainId: user.chainId, user }
}

/**
 * What the adapter's methods throw of their own: the frame's refusal (FrameRequestError, with the
 * frame's code), a frame that did not load or answer (AlertError IFRAME_LOAD_FAILED,
 * IFRAME_REQUEST_TIMEOUT), an aborted request, the email login code that failed to load, and its
 * providers' EIP-1193 errors (bad parameters, an unknown chain, a method Solana has not, an
 * unusable balance answer).
 */
export type EmbeddedWalletAdapterErrorType =
  | FrameRequestError
  | AlertError
  | RequestAbortedError
  | EmailLoginDependencyError
  | InvalidParamsRpcError
  | SwitchChainError
  | UnsupportedProviderMethodError
  | RpcRequestError

/**
 * Email and social login with an embedded wallet whose key neither the dApp nor the server alone
 * can use (docs/embedded-wallet.md). Registers one connector, AUTH, for eip155 and solana; core's
 * connectEmail, connectSocial, connectFarcaster … drive it. This module is small: the iframe
 * bridge and the message schemas load by dynamic import when a login starts, or at start when a
 * login was used before (so a visitor who never logged in never loads the frame).
 *
 * @example
 * createPortico({ projectId, networks, adapters: [createEvmAdapter(), createEmbeddedWalletAdapter({ url: 'http://127.0.0.1:4002' })] })
 */
export function createEmbeddedWalletAdapter({
  url,
  frameTimings,
  loadBridge = () => import('./bridge/createFrameBridge.js'),
}: CreateEmbeddedWalletAdapterParameters): EmbeddedWalletAdapter {
  const secureOrigin = new URL(url).origin
  let context: MultiNamespaceAdapterContext | undefined
  let loading: Promise<FrameBridge> | undefined
  let bridge: FrameBridge | undefined
  let slot: HTMLElement | undefined
  let theme: FrameTheme | undefined
  const accounts = new Map<Namespace, Account>()

  const setupContext = () => {
    if (!context) throw new EmailLoginDependencyError({ details: 'The adapter is not set up' })
    return context
  }

  const onTimeout = (reason: FrameTimeoutReason) =>
    context?.showAlert(
      reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT',
    )

  const forgetSession = () => {
    const ctx = context
    if (!ctx) return
    clearLoginCache(ctx.storage)
    const was = [...accounts.keys()]
    accounts.clear()
    for (const namespace of was) providers[namespace].emit('disconnect')
    // After core has reset the namespace it is disconnecting; the others follow.
    setTimeout(() => {
      for (const namespace of was)
        ctx.emit(namespace, { type: 'disconnected', connectorId: AUTH_CONNECTOR_ID })
    }, 0)
  }

  const onEvent = (event: ParsedFrameEvent) => {
    const ctx = context
    if (!ctx) return
    switch (event.type) {
      case 'FrameShow':
        return ctx.setEmbeddedFrame({ visible: true, view: event.payload.view })
      case 'FrameHide':
        return ctx.setEmbeddedFrame({ visible: false })
      case 'AccountsChanged': {
        const { address } = event.payload
        const namespace: Namespace = isEvmAddress(address) ? 'eip155' : 'solana'
        const account = accounts.get(namespace)
        if (!account) return
        accounts.set(namespace, { ...account, address })
        providers[namespace].emit('accountsChanged', [address])
        return ctx.emit(namespace, {
          type: 'accountChanged',
          address,
          connectorId: AUTH_CONNECTOR_ID,
        })
      }
      case 'ChainChanged': {
        const { chainId } = event.payload
        const namespace: Namespace = typeof chainId === 'number' ? 'eip155' : 'solana'
        const account = accounts.get(namespace)
        if (!account) return
        accounts.set(namespace, { ...account, chainId })
        providers[namespace].emit(
          'chainChanged',
          typeof chainId === 'number' ? `0x${chainId.toString(16)}` : chainId,
        )
        return ctx.emit(namespace, {
          type: 'chainChanged',
          chainId,
          connectorId: AUTH_CONNECTOR_ID,
        })
      }
      case 'SessionExpired':
        forgetSession()
        return ctx.showAlert('SESSION_EXPIRED')
    }
  }

  /** The frame: created on first need, ready, told who the dApp is and its theme. */
  const getBridge = (): Promise<FrameBridge> => {
    if (loading) return loading
    const ctx = setupContext()
    loading = loadFrameBridge({
      loadBridge,
      bridgeParameters: { ...frameTimings, url, projectId: ctx.projectId, onEvent, onTimeout },
      metadata: ctx.metadata,
      projectId: ctx.projectId,
      theme: () => theme,
      onReady(created) {
        bridge = created
        if (slot) created.attach(slot)
      },
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  const request: FrameBridge['request'] = (type, payload, options) =>
    getBridge().then((b) => b.request(type, payload, options))

  const rpc = (namespace: Namespace, method: string, params: unknown, chainId?: number | string) =>
    request('RpcRequest', {
      chainNamespace: namespace,
      chainId,
      method,
      params: params as unknown[] | Record<string, unknown> | undefined,
    }).then(({ result }) => result)

  /** Core's check of a dApp's request ([docs/embedded-wallet.md](docs/embedded-wallet.md)); unknown methods never reach the frame. */
  const authorize = (namespace: Namespace) => async (method: string) => {
    await setupContext().authorizeRpcRequest({ method, namespace })
  }

  const providers: Record<Namespace, EmbeddedWalletProvider> = {
    eip155: createAuthProvider({
      namespace: 'eip155',
      account: () => accounts.get('eip155'),
      authorize: authorize('eip155'),
      rpc: (method, params, chainId) => rpc('eip155', method, params, chainId),
      async switchChain(chainId) {
        const network = context?.networks.find(
          (n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId,
        )
        if (!network) throw new SwitchChainError({ details: `Chain ${chainId} is not configured` })
        await switchTo(network)
        context?.emit('eip155', { type: 'chainChanged', chainId, connectorId: AUTH_CONNECTOR_ID })
      },
    }),
    solana: createAuthProvider({
      namespace: 'solana',
      account: () => accounts.get('solana'),
      authorize: authorize('solana'),
      rpc: (method, params, chainId) => rpc('solana', method, params, chainId),
      switchChain: () =>
        Promise.reject(
          new UnsupportedProviderMethodError({
            details: 'Solana has no wallet_switchEthereumChain',
          }),
        ),
    }),
  }

  const switchTo = async (network: Network) => {
    const { chainId } = await request('SwitchNetwork', { chainId: network.id })
    const namespace = network.chainNamespace as Namespace
    const account = accounts.get(namespace)
    if (account) {
      accounts.set(namespace, { ...account, chainId })
      providers[namespace].emit(
        'chainChanged',
        typeof chainId === 'number' ? `0x${chainId.toString(16)}` : chainId,
      )
    }
    context?.storage.setItem(STORAGE_KEYS_ALL.lastUsedChain, network.caipNetworkId)
  }

  const connectUser = async (connector: Connector, network: Network, signIn = false) => {
    const ctx = setupContext()
    // One-click sign-in: after a login, the frame signs the dApp's sign-in message with the user.
    const siwxMessage = signIn ? await loginSiwxMessage(ctx.getSiwx?.(), network) : undefined
    const user = await request('GetUser', {
      chainId: network.id,
      ...(siwxMessage ? { siwxMessage } : {}),
    })
    rememberLogin(ctx.storage, user)
    ctx.storage.setItem(STORAGE_KEYS_ALL.lastUsedChain, network.caipNetworkId)
    accounts.set(network.chainNamespace as Namespace, {
      address: user.address,
      chainId: user.chainId,
    })
    // The same login holds the other namespace's key: that namespace connects too.
    for (const namespace of EMBEDDED_WALLET_NAMESPACES) {
      if (namespace === network.chainNamespace) continue
      const other = ctx.networks.find((n) => n.chainNamespace === namespace)
      if (!other) continue
      const otherUser = await request('GetUser', { chainId: other.id }).catch(() => undefined)
      if (!otherUser) continue
      accounts.set(namespace, { address: otherUser.address, chainId: otherUser.chainId })
      ctx.connectNamespace({ namespace, connector, result: toResult(otherUser) })
    }
    // EIP-1193 `connect`: code holding the EVM provider (a wagmi connector) learns of the login.
    const evm = accounts.get('eip155')
    if (evm && typeof evm.chainId === 'number')
      providers.eip155.emit('connect', { chainId: `0x${evm.chainId.toString(16)}` })
    return toResult(user)
  }

  return {
    namespaces: EMBEDDED_WALLET_NAMESPACES,
    secureOrigin,
    setup(ctx) {
      context = ctx
      const chains = EMBEDDED_WALLET_NAMESPACES.filter((ns) =>
        ctx.networks.some((n) => n.chainNamespace === ns),
      )
      const [chain] = chains
      ctx.setConnectors(
        chain
          ? [
              {
                id: AUTH_CONNECTOR_ID,
                type: 'AUTH',
                name: 'Email & socials',
                chain,
                chains,
                provider: providers[chain],
              },
            ]
          : [],
      )
      return () => {
        bridge?.destroy()
        bridge = undefined
        loading = undefined
        accounts.clear()
        context = undefined
      }
    },
    connect: ({ connector, network }) => connectUser(connector, network, true),
    async reconnect({ connector, network }) {
      // Spec §4: the frame is created at start only when a login was used before.
      if (!hasLoginCache(setupContext().storage)) return null
      const { isConnected } = await request('IsConnected', undefined)
      if (!isConnected) {
        clearLoginCache(setupContext().storage)
        return null
      }
      return connectUser(connector, network)
    },
    async disconnect() {
      const current = bridge
      forgetSession()
      if (!current) return
      current.abort()
      // Spec §9 "disconnect waits at most 3,000 ms".
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        current.request('SignOut', undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, DISCONNECT_TIMEOUT_MS)
        }),
      ]).finally(() => clearTimeout(timer))
    },
    switchNetwork: ({ network }) => switchTo(network),
    // Sends (spec §4 token send): eth_sendTransaction goes to the frame, approved on its screen.
    ...evmSendMethods((method, params, chainId) => rpc('eip155', method, params, chainId)),
    async setPreferredAccountType({ accountType }) {
      await request('SetPreferredAccount', { type: accountType })
    },
    getBalance: ({ address, network }) => readEmbeddedBalance({ address, network, rpc }),
    async connectEmail({ email }) {
      return request('ConnectEmail', { email })
    },
    async connectDevice() {
      await request('ConnectDevice', undefined)
    },
    // The code is typed into the frame's own screen (issue 16): the request carries none.
    async connectOtp() {
      await request('ConnectOtp', undefined)
    },
    getSocialRedirectUri: ({ provider }) => request('GetSocialRedirectUri', { provider }),
    // The social callback hands its result to the frame, never to this page (issue 16).
    connectSocial: () => request('ConnectSocial', undefined),
    getFarcasterUri: () => request('GetFarcasterUri', undefined),
    connectFarcaster: () => request('ConnectFarcaster', undefined),
    // The whole change on the frame's screens: confirm, then both codes (issue 16).
    async updateEmail({ email }) {
      const result = await request('UpdateEmail', { email })
      context?.storage.setItem(STORAGE_KEYS_ALL.email, result.newEmail)
      return result
    },
    getUser: (parameters) => request('GetUser', parameters),
    async syncTheme(parameters) {
      theme = toFrameTheme(parameters)
      // Until a login creates the frame, the theme is only kept for it.
      if (bridge) await bridge.request('SyncTheme', theme)
    },
    async getSmartAccountEnabledNetworks() {
      const { smartAccountEnabledNetworks } = await request(
        'GetSmartAccountEnabledNetworks',
        undefined,
      )
      context?.storage.setItem(
        STORAGE_KEYS_ALL.smartAccountEnabledNetworks,
        smartAccountEnabledNetworks.join(','),
      )
      return smartAccountEnabledNetworks
    },
    async exportKey() {
      await request('ExportKey', undefined)
    },
    abort() {
      bridge?.abort()
    },
    attachFrame(element) {
      slot = element
      const detachBridge = bridge?.attach(element)
      return () => {
        if (slot === element) slot = undefined
        if (detachBridge) detachBridge()
        else if (bridge && !slot) bridge.detach()
      }
    },
    getProvider: (namespace) => (namespace === 'solana' ? providers.solana : providers.eip155),
  }
}
