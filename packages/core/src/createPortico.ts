import { confirmNetworkSwitch } from './actions/confirmNetworkSwitch.js'
import { connect } from './actions/connect.js'
import { assertConnectionStatus } from './actions/connections.js'
import { disconnect } from './actions/disconnect.js'
import { handleAdapterEvent } from './actions/handleAdapterEvent.js'
import { getAccount } from './actions/isConnected.js'
import { closeModal, openModal } from './actions/modal.js'
import { closeNotification, shakeModal, showNotification } from './actions/notifications.js'
import { canSwitchAccountType, setPreferredAccountType } from './actions/preferredAccountType.js'
import { disconnectAllOnStart, reconnect } from './actions/reconnect.js'
import { removeNetwork } from './actions/removeNetwork.js'
import { requestNetworkSwitch } from './actions/requestNetworkSwitch.js'
import { goBack, pushView } from './actions/router.js'
import { switchConnection } from './actions/switchConnection.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { syncBalance } from './actions/syncBalance.js'
import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { PorticoContext, PorticoRuntimeOptions, PorticoStores } from './context.js'
import { InvalidConfigurationError, ProjectIdNotConfiguredError } from './errors/config.js'
import { createEmitter } from './events/createEmitter.js'
import { createRpcRequestTracker } from './rpc/createRpcRequestTracker.js'
import type {
  AlertState,
  ChainsState,
  ConnectionAttemptState,
  ConnectionsState,
  ConnectorsState,
  ModalState,
  NotificationState,
  RouterState,
  SendState,
  ThemeState,
  WalletListState,
} from './state/types.js'
import { createDefaultStorage, type PorticoStorage } from './storage/createStorage.js'
import { createStore } from './store/createStore.js'
import type { ChainNamespace, Network } from './types/network.js'

/** What the dApp tells the user about itself (shown by wallets when they connect). */
export type PorticoMetadata = { name: string; description: string; url: string; icons: string[] }

export type CreatePorticoParameters = Partial<Omit<PorticoRuntimeOptions, 'siwx'>> & {
  /** The project id from the Portico API. Required: without it the modal shows an alert. */
  projectId: string
  /** Networks the dApp supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [Network, ...Network[]]
  /** Chain adapters (e.g. `createEvmAdapter()` from @portico/evm). */
  adapters: readonly ChainAdapter[]
  metadata?: PorticoMetadata | undefined
  defaultNetwork?: Network | undefined
  /** Where to remember the connection. @default localStorage when usable, else memory */
  storage?: PorticoStorage | undefined
  /** Sign-in with wallet; signed out on disconnect unless `signOutOnDisconnect: false`. */
  siwx?: PorticoRuntimeOptions['siwx']
  themeMode?: ThemeState['themeMode'] | undefined
  themeVariables?: ThemeState['themeVariables'] | undefined
  /** Whether the page runs on a phone. @default a user-agent check at call time */
  isMobile?: (() => boolean) | undefined
}

export type Portico = ReturnType<typeof createPortico>

function detectMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}

/**
 * Creates a widget instance: its stores and the actions that change them. Nothing is shared
 * between instances, and nothing touches `window` until `mount()` runs in a browser.
 *
 * @example
 * const portico = createPortico({ projectId, networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createPortico(parameters: CreatePorticoParameters) {
  const { networks, adapters } = parameters
  if (!networks?.length)
    throw new InvalidConfigurationError('`networks` needs at least one network')
  const adapterMap = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of adapters ?? []) {
    if (adapterMap.has(adapter.namespace))
      throw new InvalidConfigurationError(`Two adapters for namespace '${adapter.namespace}'`)
    adapterMap.set(adapter.namespace, adapter)
  }
  const defaultNetwork = parameters.defaultNetwork ?? networks[0]

  const stores: PorticoStores = {
    modal: createStore<ModalState>({ open: false, shake: false, loading: false }),
    router: createStore<RouterState>({ history: [{ view: 'Connect' }] }),
    chains: createStore<ChainsState>({
      activeNamespace: defaultNetwork.chainNamespace,
      activeNetwork: defaultNetwork,
      networks,
      accounts: {},
      isSwitchingNamespace: false,
      isUnsupportedChain: false,
    }),
    connections: createStore<ConnectionsState>({ connections: {} }),
    connectors: createStore<ConnectorsState>({ connectors: [] }),
    connection: createStore<ConnectionAttemptState>({ pending: false }),
    walletList: createStore<WalletListState>({
      page: 1,
      count: 0,
      featured: [],
      recommended: [],
      wallets: [],
      filteredWallets: [],
      search: '',
      excludedWallets: [],
    }),
    send: createStore<SendState>({ tokenBalances: [], loading: false }),
    notification: createStore<NotificationState>({
      message: '',
      variant: 'success',
      open: false,
      autoClose: true,
    }),
    theme: createStore<ThemeState>({
      themeMode: parameters.themeMode ?? 'light',
      themeVariables: parameters.themeVariables ?? {},
    }),
    alert: createStore<AlertState>({}),
  }

  const context: PorticoContext = {
    projectId: parameters.projectId ?? '',
    options: {
      allowUnsupportedChain: parameters.allowUnsupportedChain ?? false,
      enableNetworkSwitch: parameters.enableNetworkSwitch ?? true,
      enableReconnect: parameters.enableReconnect ?? true,
      manualWCControl: parameters.manualWCControl ?? false,
      basicWalletConnect: parameters.basicWalletConnect ?? false,
      multiWallet: parameters.multiWallet ?? false,
      smartAccountNetworks: parameters.smartAccountNetworks ?? [],
      siwx: parameters.siwx,
    },
    adapters: adapterMap,
    storage: parameters.storage ?? createDefaultStorage(),
    stores,
    events: createEmitter(),
    balanceCache: new Map(),
    requests: createRpcRequestTracker(),
    timers: new Set(),
    now: () => Date.now(),
    isMobile: parameters.isMobile ?? detectMobile,
  }

  if (!context.projectId) {
    const error = new ProjectIdNotConfiguredError()
    console.error(error.shortMessage)
    stores.alert.setState({
      alert: { title: ProjectIdNotConfiguredError.alert, message: error.shortMessage },
    })
  }

  let teardown: (() => void) | undefined

  return {
    projectId: context.projectId,
    /** The networks configured at creation; `stores.chains` holds the current list. */
    networks,
    metadata: parameters.metadata,
    options: context.options,
    stores,
    /**
     * Starts discovery in every adapter and syncs the last connection (spec §4: with reconnect on,
     * connecting → connected or disconnected; with it off, every namespace is disconnected).
     * Called by <PorticoProvider> on mount; safe to call twice. Returns the unmount function.
     */
    mount(): () => void {
      if (teardown) return teardown
      const stops = [...adapterMap.values()].map((adapter) =>
        adapter.setup({
          networks: stores.chains
            .getState()
            .networks.filter((n) => n.chainNamespace === adapter.namespace),
          storage: context.storage,
          setConnectors: (list) =>
            stores.connectors.setState((s) => ({
              connectors: [...s.connectors.filter((c) => c.chain !== adapter.namespace), ...list],
            })),
          emit: (event) => handleAdapterEvent(context, adapter.namespace, event),
        }),
      )
      if (context.options.enableReconnect) void reconnect(context)
      else disconnectAllOnStart(context)
      teardown = () => {
        for (const stop of stops) stop()
        for (const timer of context.timers) clearTimeout(timer)
        context.timers.clear()
        teardown = undefined
      }
      return teardown
    },
    open: (options?: Parameters<typeof openModal>[1]) => openModal(context, options),
    close: () => closeModal(context),
    goBack: () => {
      if (!goBack(context)) closeModal(context)
    },
    /** Connects the wallet behind a connector. */
    connect: (options: Parameters<typeof connect>[1]) => connect(context, options),
    /**
     * Connects from the modal: shows ConnectingExternal (once, also on "Try again"), reports
     * errors there, and closes the modal on success.
     */
    connectFromModal(connectorId: string): Promise<void> {
      const top = stores.router.getState().history.at(-1)
      if (top?.view !== 'ConnectingExternal' || top.data?.connectorId !== connectorId)
        pushView(context, { view: 'ConnectingExternal', data: { connectorId } })
      return connect(context, { connectorId }).then(
        () => closeModal(context),
        () => undefined,
      )
    },
    disconnect: (options?: Parameters<typeof disconnect>[1]) => disconnect(context, options),
    switchConnection: (options: Parameters<typeof switchConnection>[1]) =>
      switchConnection(context, options),
    /** Asks to switch network the way the spec's router rules say (SwitchNetwork or SwitchActiveChain). */
    requestNetworkSwitch: (options: Parameters<typeof requestNetworkSwitch>[1]) =>
      requestNetworkSwitch(context, options),
    /** What the switch views run once shown. */
    confirmNetworkSwitch: () => confirmNetworkSwitch(context),
    /** Switches network directly, without a view. */
    switchNetwork: (options: Parameters<typeof switchNetwork>[1]) =>
      switchNetwork(context, options),
    removeNetwork: (options: Parameters<typeof removeNetwork>[1]) =>
      removeNetwork(context, options),
    canSwitchAccountType: (namespace: ChainNamespace, accountType: 'eoa' | 'smartAccount') =>
      canSwitchAccountType(context, namespace, accountType),
    setPreferredAccountType: (options: Parameters<typeof setPreferredAccountType>[1]) =>
      setPreferredAccountType(context, options),
    showNotification: (options: Parameters<typeof showNotification>[1]) =>
      showNotification(context, options),
    closeNotification: () => closeNotification(context),
    shakeModal: () => shakeModal(context),
    syncBalance: (options?: Parameters<typeof syncBalance>[1]) => syncBalance(context, options),
    /** Aborts every open RPC request; each rejects with 'Request was aborted'. */
    abortRequests: (details?: string) => context.requests.abortAll(details),
    /** The account of a namespace (the active one by default). */
    getAccount: (namespace?: ChainNamespace) => getAccount(context, namespace),
    assertConnectionStatus,
    subscribeEvents: context.events.subscribe,
  }
}
