import {
  type AdapterConnectResult,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  ConnectBeforeRequestError,
  type Connector,
  DEFAULT_LOG_LEVEL,
  type InvalidConfigurationError,
  type MultiNamespaceAdapter,
  type MultiNamespaceAdapterContext,
  type Network,
  SignClientNotInitializedError,
  TokenBalanceUnavailableError,
  WalletResponseError,
} from '@portico/core/internal'
import { createEvmSendMethods, type EvmSendMethodsErrorType } from '@portico/evm/sendMethods'
import type {
  default as UniversalProvider,
  UniversalProviderOpts,
} from '@walletconnect/universal-provider'
import type { SiwxAuthentication } from './authenticateWithSiwx.js'
import { chooseRelay, type WalletConnectRelay } from './chooseRelay.js'
import {
  createEip1193Provider,
  type WalletConnectEip1193Provider,
} from './createEip1193Provider.js'
import { NetworkNotApprovedError } from './NetworkNotApprovedError.js'
import type { ReadEvmBalanceErrorType } from './readEvmBalance.js'
import { eventAddress, eventChainReference } from './readSessionEvent.js'
import {
  pickAccount,
  type SessionAccount,
  type SessionNamespaces,
  sessionAccounts,
  toChainId,
} from './sessionAccounts.js'
import { sessionApproves } from './sessionApproves.js'
import { walletMetadata } from './walletConnectOptions.js'

/** The id of the one WalletConnect connector (it serves every namespace of the session). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export type CreateWalletConnectAdapterParameters = {
  /**
   * The operator's relay, a WebSocket URL: the local relay of the devnet (`ws://127.0.0.1:4001`),
   * or any WalletConnect v2 relay in production. Required for `relay: 'operator'` (the default
   * without `walletConnectProjectId`): Portico never falls back to a vendor's relay on its own.
   */
  relayUrl?: string | undefined
  /**
   * A WalletConnect Cloud (Reown) project id, for WalletConnect's public relay: what mainstream
   * wallets (MetaMask Mobile, Trust, Rainbow…) pair on. Portico's own `projectId` goes to the
   * operator's relay instead.
   */
  walletConnectProjectId?: string | undefined
  /**
   * Which relay the sessions run on (docs/walletconnect.md, "Which relay").
   * @default 'walletconnect-relay-only' with `walletConnectProjectId`, else 'operator'
   */
  relay?: WalletConnectRelay | undefined
  /** The namespaces to serve (of those the dApp configures networks for). @default all five */
  namespaces?: readonly ChainNamespace[] | undefined
  /** WalletConnect's key-value storage. @default IndexedDB in a browser, files in Node */
  storage?: UniversalProviderOpts['storage'] | undefined
  /** Keeps this client's storage (and WalletConnect's shared Core) apart from another's. */
  customStoragePrefix?: string | undefined
  /** WalletConnect's log level. @default 'error' */
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' | undefined
}

/** The WalletConnect adapter: a multi-namespace adapter, plus its provider for dApps that want it. */
export type WalletConnectAdapter = MultiNamespaceAdapter & {
  /**
   * The UniversalProvider, loaded and started on first use (`manualWCControl` dApps call its
   * `connect()` themselves; the pairing URI still reaches the views).
   */
  getProvider(): Promise<UniversalProvider>
  /** The connector's EIP-1193 provider (the session's eip155 part). */
  readonly eip1193: WalletConnectEip1193Provider
}

/**
 * What {@link createWalletConnectAdapter} throws: a `relayUrl` that is not ws(s), a relay without
 * what it needs (chooseRelay), a malformed WalletConnect project id.
 */
export type CreateWalletConnectAdapterErrorType = InvalidConfigurationError

/**
 * What the adapter's methods throw of their own: used before the instance mounted it, a request
 * without a session, a network the session did not approve, an unusable answer, a balance on a
 * namespace it cannot read; and its balance read's and send methods' errors.
 */
export type WalletConnectAdapterErrorType =
  | SignClientNotInitializedError
  | ConnectBeforeRequestError
  | NetworkNotApprovedError
  | WalletResponseError
  | TokenBalanceUnavailableError
  | ReadEvmBalanceErrorType
  | EvmSendMethodsErrorType

/**
 * Mobile wallets over a WalletConnect v2 relay, a websocket connection (docs/walletconnect.md), on
 * @walletconnect/universal-provider. One adapter, one connector, one session for every namespace
 * the dApp configures (eip155, solana, bip122, polkadot, cosmos): the connector connects in the
 * active namespace, and the session's accounts in the other namespaces connect with it. Messages
 * are signed through the session in every namespace (`signMessage`: personal_sign,
 * solana_signMessage, signMessage, polkadot_signMessage, ADR-36 cosmos_signAmino). With a `siwx`
 * config, connecting on EVM is a one-click sign-in (`wc_sessionAuthenticate`) whose signed message
 * goes to `siwx.verify`. Nothing of WalletConnect loads until a pairing starts or a session is
 * restored. On the operator's relay nothing calls a vendor host (reads use the networks' RPC URLs,
 * the browser verify iframe is not opened, telemetry is off); with a WalletConnect project id the
 * sessions run on WalletConnect's public relay, so mainstream wallets pair (chooseRelay). EVM sends: the wallet gets
 * `eth_sendTransaction` through the session on the network's CAIP-2 chain; gas estimates and
 * receipts come from the network's RPC (`createEvmSendMethods` of @portico/evm).
 *
 * @example
 * createPortico({ projectId, networks, adapters: [createEvmAdapter(), createWalletConnectAdapter({ relayUrl })] })
 */
export function createWalletConnectAdapter(
  parameters: CreateWalletConnectAdapterParameters,
): WalletConnectAdapter {
  const relayChoice = chooseRelay(parameters)
  const served = parameters.namespaces ?? CHAIN_NAMESPACES
  let context: MultiNamespaceAdapterContext | undefined
  let providerPromise: Promise<UniversalProvider> | undefined
  let connector: Connector | undefined
  /** The eip155 chain the session's EVM requests go to. */
  let eip155ChainId: number | undefined
  /** The address reported to core in each namespace of the session. */
  const connected = new Map<ChainNamespace, string>()
  const connectorId = WALLET_CONNECT_CONNECTOR_ID

  const eip1193 = createEip1193Provider({
    getProvider,
    getChainId: () => eip155ChainId,
    // dApp code switching through the provider (a wagmi connector): later requests go to that chain.
    onChainSwitched(chainId) {
      if (chainId === eip155ChainId) return
      eip155ChainId = chainId
      eip1193.emit('chainChanged', `0x${chainId.toString(16)}`)
      emit('eip155', { type: 'chainChanged', chainId, connectorId })
    },
  })

  function getProvider(): Promise<UniversalProvider> {
    providerPromise ??= startProvider().catch((error: unknown) => {
      providerPromise = undefined
      throw error
    })
    return providerPromise
  }

  async function startProvider(): Promise<UniversalProvider> {
    if (!context)
      throw new SignClientNotInitializedError({
        details: 'The WalletConnect adapter is not set up (mount the instance)',
      })
    const { projectId, metadata } = context
    const { UniversalProvider } = await import('@walletconnect/universal-provider')
    const provider = await UniversalProvider.init({
      projectId: relayChoice.walletConnectProjectId ?? projectId,
      relayUrl: relayChoice.relayUrl,
      metadata: walletMetadata(metadata),
      logger: parameters.logLevel ?? DEFAULT_LOG_LEVEL,
      telemetryEnabled: false,
      ...(parameters.storage && { storage: parameters.storage }),
      ...(parameters.customStoragePrefix && {
        customStoragePrefix: parameters.customStoragePrefix,
      }),
    })
    // In a browser the sign client would open an iframe on verify.walletconnect.org for each
    // proposal and request (and wait up to 5 s offline): Portico sends no attestation instead,
    // unless the dApp chose WalletConnect Cloud with its Verify API.
    if (!relayChoice.verify) provider.client.core.verify.register = async () => undefined
    provider.on('display_uri', (uri: string) => context?.setPairingUri(uri))
    provider.on('session_event', onSessionEvent)
    provider.on('session_update', onSessionUpdate)
    provider.on('session_delete', onSessionEnded)
    provider.client.on('session_expire', ({ topic }) => {
      if (!provider.session || provider.session.topic === topic) onSessionEnded()
    })
    return provider
  }

  function emit(
    namespace: ChainNamespace,
    event: Parameters<MultiNamespaceAdapterContext['emit']>[1],
  ) {
    context?.emit(namespace, event)
  }

  function onSessionEvent(args: {
    params: { chainId: string; event: { name: string; data: unknown } }
  }) {
    const [prefix = '', reference = ''] = String(args.params.chainId).split(':')
    const namespace = CHAIN_NAMESPACES.find((n) => n === prefix)
    if (!namespace || !connected.has(namespace)) return
    const { name, data } = args.params.event
    if (name === 'chainChanged') {
      const chainId = toChainId(namespace, eventChainReference(data, reference))
      if (namespace === 'eip155' && typeof chainId === 'number') {
        eip155ChainId = chainId
        eip1193.emit('chainChanged', `0x${chainId.toString(16)}`)
      }
      emit(namespace, { type: 'chainChanged', chainId, connectorId })
    } else if (name === 'accountsChanged' || name === 'bip122_addressesChanged')
      reportAddress(namespace, eventAddress(data))
  }

  function reportAddress(namespace: ChainNamespace, address: string | undefined) {
    if (!address) {
      connected.delete(namespace)
      emit(namespace, { type: 'disconnected', connectorId })
      return
    }
    if (connected.get(namespace) === address) return
    connected.set(namespace, address)
    if (namespace === 'eip155') eip1193.emit('accountsChanged', [address])
    emit(namespace, { type: 'accountChanged', address, connectorId })
  }

  function onSessionUpdate(args: { params: { namespaces: SessionNamespaces } }) {
    const accounts = sessionAccounts(args.params.namespaces)
    for (const namespace of [...connected.keys()]) {
      const list = accounts.get(namespace) ?? []
      const current = list.find((a) => a.address === connected.get(namespace)) ?? list[0]
      reportAddress(namespace, current?.address)
    }
  }

  /** Session deleted by the wallet, or expired: every namespace of it disconnects. */
  function onSessionEnded() {
    const namespaces = [...connected.keys()]
    connected.clear()
    eip155ChainId = undefined
    for (const namespace of namespaces) emit(namespace, { type: 'disconnected', connectorId })
    eip1193.emit('disconnect', { code: 4900, message: 'The wallet ended the session' })
  }

  /**
   * Hands a one-click sign-in to the dApp's `siwx.verify` (its backend checks and stores it). A
   * refusal is not a failed connection: core's sign-in flow then asks for a signature itself.
   */
  async function verifySignIn(
    verify: (input: NonNullable<SiwxAuthentication['signIn']>) => Promise<boolean>,
    signIn: SiwxAuthentication['signIn'],
  ) {
    if (!signIn) return
    await verify(signIn).catch(() => false)
  }

  /** Makes a session the connection: the account in `network`'s namespace, and the others. */
  function useSession(
    provider: UniversalProvider,
    session: { namespaces: SessionNamespaces },
    network: Network,
  ): AdapterConnectResult {
    const accounts = sessionAccounts(session.namespaces)
    const main = pickAccount(accounts, network)
    if (!main)
      throw new WalletResponseError(`The wallet approved no ${network.chainNamespace} account`)
    connected.clear()
    const use = (
      namespace: ChainNamespace,
      account: { address: string; chainId: number | string },
    ) => {
      connected.set(namespace, account.address)
      if (namespace === 'eip155') eip155ChainId = Number(account.chainId)
      try {
        provider.setDefaultChain(`${namespace}:${account.chainId}`)
      } catch {
        // A namespace the provider has no sub-provider for: requests name their chain anyway.
      }
    }
    use(network.chainNamespace, main)
    const eip155Connected = () => {
      // EIP-1193 `connect`: code holding the provider (a wagmi connector) learns of the session.
      if (eip155ChainId !== undefined)
        eip1193.emit('connect', { chainId: `0x${eip155ChainId.toString(16)}` })
    }
    for (const [namespace, list] of accounts) {
      if (namespace === network.chainNamespace || !served.includes(namespace)) continue
      const configured = context?.networks.filter((n) => n.chainNamespace === namespace) ?? []
      const account = configured
        .map((n) => pickAccount(new Map([[namespace, list as SessionAccount[]]]), n))
        .find(Boolean)
      if (!account || !connector) continue
      use(namespace, account)
      context?.connectNamespace({ namespace, connector, result: account })
    }
    eip155Connected()
    return main
  }

  return {
    namespaces: served,
    eip1193,
    getProvider,
    setup(ctx) {
      context = ctx
      const namespaces = served.filter((ns) => ctx.networks.some((n) => n.chainNamespace === ns))
      const [first] = namespaces
      connector = first && {
        id: connectorId,
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: first,
        chains: namespaces,
        provider: eip1193,
      }
      ctx.setConnectors(connector ? [connector] : [])
      return () => {
        // The provider stays: a remount (React StrictMode) finds the same session.
        context = undefined
      }
    },
    async connect({ network }) {
      const provider = await getProvider()
      const existing = provider.session
      if (existing && pickAccount(sessionAccounts(existing.namespaces), network))
        return useSession(provider, existing, network)
      // The method lists load with the pairing, not with the page.
      const { buildNamespaces } = await import('./buildNamespaces.js')
      const optionalNamespaces = buildNamespaces(context?.networks ?? [], served)
      const siwx = context?.getSiwx?.()
      // One-click sign-in (wc_sessionAuthenticate) on EVM when the dApp signs in with wallets.
      const verify = siwx?.verify?.bind(siwx)
      if (siwx?.createMessage && verify && network.chainNamespace === 'eip155') {
        const { authenticateWithSiwx } = await import('./authenticateWithSiwx.js')
        const { session, signIn } = await authenticateWithSiwx({
          provider,
          siwx: { ...siwx, createMessage: siwx.createMessage },
          network,
          networks: context?.networks ?? [],
          optionalNamespaces,
        })
        if (!session) throw new WalletResponseError('WalletConnect returned no session')
        const result = useSession(provider, session, network)
        await verifySignIn(verify, signIn)
        return result
      }
      const session = await provider.connect({ optionalNamespaces })
      if (!session) throw new WalletResponseError('WalletConnect returned no session')
      return useSession(provider, session, network)
    },
    async signMessage({ network, address, message }) {
      const provider = await getProvider()
      if (!sessionApproves(provider, network))
        throw new NetworkNotApprovedError(network.caipNetworkId)
      // The request builders load on first use, not with the page.
      const { signMessageRequest } = await import('./signMessageRequest.js')
      const { request, signature } = signMessageRequest(network.chainNamespace, address, message)
      return signature(await provider.request(request, network.caipNetworkId))
    },
    async reconnect({ network }) {
      const provider = await getProvider()
      const session = provider.session
      if (!session || session.expiry * 1000 <= Date.now()) return null
      if (!pickAccount(sessionAccounts(session.namespaces), network)) return null
      return useSession(provider, session, network)
    },
    async disconnect() {
      const namespaces = [...connected.keys()]
      connected.clear()
      eip155ChainId = undefined
      if (namespaces.includes('eip155'))
        eip1193.emit('disconnect', { code: 4900, message: 'Disconnected' })
      const provider = providerPromise && (await providerPromise)
      try {
        if (provider?.session) await provider.disconnect()
      } finally {
        // After core has reset the namespace it disconnects: the session's others follow.
        setTimeout(() => {
          for (const namespace of namespaces) emit(namespace, { type: 'disconnected', connectorId })
        }, 0)
      }
    },
    async switchNetwork({ network }) {
      const provider = await getProvider()
      if (network.chainNamespace === 'eip155') {
        if (!provider.session) throw new ConnectBeforeRequestError()
        const from = eip155ChainId ?? Number(network.id)
        await provider.request(
          {
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
          },
          `eip155:${from}`,
        )
        eip155ChainId = Number(network.id)
        eip1193.emit('chainChanged', `0x${eip155ChainId.toString(16)}`)
        return
      }
      if (!sessionApproves(provider, network))
        throw new NetworkNotApprovedError(network.caipNetworkId)
      provider.setDefaultChain(network.caipNetworkId)
    },
    // The wallet signs on the request's chain: no switch first, unlike a browser wallet.
    ...createEvmSendMethods(async ({ network, transaction }) => {
      const provider = await getProvider()
      if (!sessionApproves(provider, network))
        throw new NetworkNotApprovedError(network.caipNetworkId)
      return provider.request(
        { method: 'eth_sendTransaction', params: [transaction] },
        network.caipNetworkId,
      )
    }),
    async getBalance({ address, network }) {
      if (network.chainNamespace !== 'eip155')
        throw new TokenBalanceUnavailableError({
          details: `No balance reader for ${network.chainNamespace} over WalletConnect`,
        })
      // Loaded with the first balance read (the RPC transport is not part of the adapter's entry).
      const { readEvmBalance } = await import('./readEvmBalance.js')
      return readEvmBalance({ address, network })
    },
  }
}
