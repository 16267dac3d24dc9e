import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { PorticoOptions } from './config/options.js'
import { resolveOptions } from './config/resolveOptions.js'
import type { PorticoContext } from './context.js'
import { ProjectIdNotConfiguredError } from './errors/config.js'
import { createEmitter } from './events/createEmitter.js'
import { createAccountActions } from './features/account/createAccountActions.js'
import { createActivityActions } from './features/activity/createActivityActions.js'
import { createErrorReports } from './features/analytics/createErrorReports.js'
import { recordEvents } from './features/analytics/recordEvents.js'
import { connect } from './features/connect/connect.js'
import { createConnectionActions } from './features/connect/createConnectionActions.js'
import { disconnect } from './features/connect/disconnect.js'
import { getAccount } from './features/connect/getAccount.js'
import { createDebugActions } from './features/debug/createDebugActions.js'
import { createDebugLog } from './features/debug/createDebugLog.js'
import { logEvents } from './features/debug/logEvents.js'
import { createEmailActions } from './features/email/createEmailActions.js'
import { createEmbeddedWalletActions } from './features/embeddedWallet/createEmbeddedWalletActions.js'
import { createModalActions } from './features/modal/createModalActions.js'
import { closeModal, openModal } from './features/modal/modal.js'
import { createNamesActions } from './features/names/createNamesActions.js'
import { createNetworkActions } from './features/network/createNetworkActions.js'
import { switchNetwork } from './features/network/switchNetwork.js'
import { createOnrampActions } from './features/onramp/createOnrampActions.js'
import { createSendActions } from './features/send/createSendActions.js'
import { createSiwxActions } from './features/siwx/createSiwxActions.js'
import { createSocialActions } from './features/social/createSocialActions.js'
import { createSwapActions } from './features/swap/createSwapActions.js'
import { createThemeActions } from './features/theme/createThemeActions.js'
import { createWalletListActions } from './features/walletList/createWalletListActions.js'
import { createInFlightReads } from './http/createInFlightReads.js'
import { createMount } from './instance/createMount.js'
import { createStores } from './instance/createStores.js'
import type { Portico } from './instance/Portico.js'
import { readonlyStores } from './instance/readonlyStores.js'
import { createRpcRequestTracker } from './rpc/createRpcRequestTracker.js'
import { applyInitialState } from './ssr/applyInitialState.js'
import type { ChainNamespace } from './types/network.js'

export type CreatePorticoParameters = PorticoOptions & {
  /** Networks with smart accounts enabled, by CAIP-2 id (the embedded wallet's). */
  smartAccountNetworks?: readonly string[] | undefined
}

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
export function createPortico(parameters: CreatePorticoParameters): Portico {
  const options = resolveOptions(parameters)
  const stores = createStores(options)
  const log = createDebugLog({ level: options.logLevel })
  const context: PorticoContext = {
    projectId: options.projectId,
    options: {
      allowUnsupportedChain: options.allowUnsupportedChain,
      enableNetworkSwitch: options.enableNetworkSwitch,
      enableReconnect: options.enableReconnect,
      manualWCControl: options.manualWCControl,
      basicWalletConnect: options.basicWalletConnect,
      smartAccountNetworks: parameters.smartAccountNetworks ?? [],
      defaultAccountTypes: options.defaultAccountTypes,
      siwx: options.siwx && {
        signOut: options.siwx.signOut,
        signOutOnDisconnect: options.signOutOnDisconnect,
      },
    },
    adapters: new Map<ChainNamespace, ChainAdapter>(options.adapters.map((a) => [a.namespace, a])),
    multiNamespaceAdapters: options.multiNamespaceAdapters,
    connectorAdapters: new Map(),
    storage: options.storage,
    stores,
    events: createEmitter({
      warn: (message) => {
        console.warn(message)
        log.keep('warn', message)
      },
    }),
    log,
    reads: createInFlightReads(),
    errorReports: createErrorReports(),
    balanceCache: new Map(),
    requests: createRpcRequestTracker(),
    timers: new Set(),
    frameSteps: new Set(),
    sessions: { swap: {}, onramp: {}, siwx: { signedIn: new Set() }, names: new Map() },
    now: () => Date.now(),
    isMobile: options.isMobile ?? detectMobile,
  }

  if (!context.projectId) {
    const error = new ProjectIdNotConfiguredError()
    console.error(error.shortMessage)
    log.keep('error', error.shortMessage)
    stores.alert.setState({
      alert: { title: ProjectIdNotConfiguredError.alert, message: error.shortMessage },
    })
  }

  recordEvents(context)
  logEvents(context)
  // Server rendering: the first render (on the server and in the browser) shows this account.
  const restored = applyInitialState(context, parameters.initialState)

  return {
    projectId: context.projectId,
    networks: options.networks,
    metadata: options.metadata,
    options,
    stores: readonlyStores(stores),
    mount: createMount(context, options, restored),
    open: (parameters) => openModal(context, parameters),
    close: () => closeModal(context),
    connect: (parameters) => connect(context, parameters),
    disconnect: (parameters) => disconnect(context, parameters),
    switchNetwork: (parameters) => switchNetwork(context, parameters),
    getAccount: ({ namespace } = {}) => getAccount(context, namespace),
    isMobile: () => context.isMobile(),
    subscribeEvents: context.events.subscribe,
    modal: createModalActions(context),
    theme: createThemeActions(context),
    connection: createConnectionActions(context),
    network: createNetworkActions(context),
    account: createAccountActions(context),
    activity: createActivityActions(context),
    send: createSendActions(context),
    walletList: createWalletListActions(context),
    email: createEmailActions(context),
    social: createSocialActions(context),
    embeddedWallet: createEmbeddedWalletActions(context),
    names: createNamesActions(context),
    swap: createSwapActions(context),
    onramp: createOnrampActions(context),
    siwx: createSiwxActions(context),
    debug: createDebugActions(context),
    _internal: { stores },
  }
}
