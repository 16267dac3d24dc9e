import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { handleAdapterEvent } from './actions/handleAdapterEvent.js'
import { getActiveAccount } from './actions/isConnected.js'
import { closeModal, openModal } from './actions/modal.js'
import { reconnect } from './actions/reconnect.js'
import { goBack, pushView } from './actions/router.js'
import { syncBalance } from './actions/syncBalance.js'
import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { PorticoContext, PorticoStores } from './context.js'
import { InvalidConfigurationError, ProjectIdNotConfiguredError } from './errors/config.js'
import { createEmitter } from './events/createEmitter.js'
import type {
  AlertState,
  ChainsState,
  ConnectionAttemptState,
  ModalState,
  RouterState,
} from './state/types.js'
import { createDefaultStorage, type PorticoStorage } from './storage/createStorage.js'
import { createStore } from './store/createStore.js'
import type { Connector } from './types/connector.js'
import type { ChainNamespace, Network } from './types/network.js'

/** What the dApp tells the user about itself (shown by wallets when they connect). */
export type PorticoMetadata = { name: string; description: string; url: string; icons: string[] }

export type CreatePorticoParameters = {
  /** The project id from the Portico API. Required: without it the modal shows an alert. */
  projectId: string
  /** Networks the dApp supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [Network, ...Network[]]
  /** Chain adapters (e.g. `createEvmAdapter()` from @portico/evm). */
  adapters: readonly ChainAdapter[]
  metadata?: PorticoMetadata | undefined
  defaultNetwork?: Network | undefined
  /** Restore the last connection on start. @default true */
  enableReconnect?: boolean | undefined
  /** Where to remember the connection. @default localStorage when usable, else memory */
  storage?: PorticoStorage | undefined
}

export type Portico = ReturnType<typeof createPortico>

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
    modal: createStore<ModalState>({ open: false }),
    router: createStore<RouterState>({ history: [{ view: 'Connect' }] }),
    chains: createStore<ChainsState>({
      activeNamespace: defaultNetwork.chainNamespace,
      activeNetwork: defaultNetwork,
      accounts: {},
    }),
    connectors: createStore<{ connectors: readonly Connector[] }>({ connectors: [] }),
    connection: createStore<ConnectionAttemptState>({ pending: false }),
    alert: createStore<AlertState>({}),
  }

  const context: PorticoContext = {
    projectId: parameters.projectId ?? '',
    networks,
    adapters: adapterMap,
    storage: parameters.storage ?? createDefaultStorage(),
    stores,
    events: createEmitter(),
    balanceCache: new Map(),
    now: () => Date.now(),
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
    networks,
    metadata: parameters.metadata,
    stores,
    /**
     * Starts discovery in every adapter and, unless disabled, restores the last connection.
     * Called by <PorticoProvider> on mount; safe to call twice. Returns the unmount function.
     */
    mount(): () => void {
      if (teardown) return teardown
      const stops = [...adapterMap.values()].map((adapter) =>
        adapter.setup({
          networks: networks.filter((n) => n.chainNamespace === adapter.namespace),
          storage: context.storage,
          setConnectors: (list) =>
            stores.connectors.setState((s) => ({
              connectors: [...s.connectors.filter((c) => c.chain !== adapter.namespace), ...list],
            })),
          emit: (event) => handleAdapterEvent(context, adapter.namespace, event),
        }),
      )
      if (parameters.enableReconnect !== false) void reconnect(context)
      teardown = () => {
        for (const stop of stops) stop()
        teardown = undefined
      }
      return teardown
    },
    open: (options?: Parameters<typeof openModal>[1]) => openModal(context, options),
    close: () => closeModal(context),
    goBack: () => {
      if (!goBack(context)) closeModal(context)
    },
    /** Connects the wallet behind a connector; from the modal, the Connecting view shows progress. */
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
    syncBalance: (options?: Parameters<typeof syncBalance>[1]) => syncBalance(context, options),
    getAccount: () => getActiveAccount(context),
    subscribeEvents: context.events.subscribe,
  }
}
