import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { MultiNamespaceAdapter } from './adapter/MultiNamespaceAdapter.js'
import type { DefaultAccountTypes, ResolvedFeatures, ResolvedOptions } from './config/options.js'
import type { createEmitter } from './events/createEmitter.js'
import type { ErrorReports } from './features/analytics/createErrorReports.js'
import type { PairingState } from './features/connect/PairingState.js'
import type { DebugLog } from './features/debug/createDebugLog.js'
import type { FrameStep } from './features/embeddedWallet/waitForFrameStep.js'
import type { AddressNameCache } from './features/names/addressNameCache.js'
import type { OnrampState } from './features/onramp/OnrampState.js'
import type { OnrampSession } from './features/onramp/onrampSession.js'
import type { SiwxRecord } from './features/siwx/siwxSessions.js'
import type { SwapState } from './features/swap/SwapState.js'
import type { SwapSession } from './features/swap/swapSession.js'
import type { InFlightReads } from './http/createInFlightReads.js'
import type { RpcRequestTracker } from './rpc/createRpcRequestTracker.js'
import type {
  AlertState,
  ChainsState,
  ConnectAttemptState,
  ConnectionsState,
  ConnectorsState,
  EmbeddedFrameState,
  LastEventState,
  LifecycleState,
  ModalState,
  NftsState,
  NotificationState,
  RouterState,
  SendState,
  ThemeState,
  TokenBalancesState,
  TransactionsState,
  WalletListState,
} from './state/types.js'
import type { PorticoStorage } from './storage/createStorage.js'
import type { Store } from './store/createStore.js'
import type { ChainNamespace } from './types/network.js'

/** The stores of one instance (spec §3, §4). */
export type PorticoStores = {
  modal: Store<ModalState>
  router: Store<RouterState>
  chains: Store<ChainsState>
  connections: Store<ConnectionsState>
  connectors: Store<ConnectorsState>
  connectAttempt: Store<ConnectAttemptState>
  walletList: Store<WalletListState>
  send: Store<SendState>
  notification: Store<NotificationState>
  theme: Store<ThemeState>
  alert: Store<AlertState>
  /** The WalletConnect pairing URI and its expiry, for the Connecting views. */
  pairing: Store<PairingState>
  /** The resolved options, and the features in force (local, or as the API overrode them). */
  options: Store<OptionsState>
  /** The last event, with its time. */
  lastEvent: Store<LastEventState>
  /** Whether the instance has started (mounted, last connection synced). */
  lifecycle: Store<LifecycleState>
  /** The embedded wallet's frame: whether it asked to be shown, and in which view. */
  embeddedFrame: Store<EmbeddedFrameState>
  /** The Account view's Tokens tab: the active account's balances. */
  tokenBalances: Store<TokenBalancesState>
  /** The Account view's NFTs tab: the ERC-721 tokens the active account holds. */
  nfts: Store<NftsState>
  /** The Account view's Activity tab: the active account's transactions on the active chain. */
  transactions: Store<TransactionsState>
  /** The Swap views: tokens, amounts, quote, approval and swap (docs/swaps-and-onramp.md). */
  swap: Store<SwapState>
  /** The on-ramp views: provider, currencies, amount, quote and the purchase being watched. */
  onramp: Store<OnrampState>
}

export type OptionsState = {
  options: ResolvedOptions
  features: ResolvedFeatures
  /** Where the features came from: local values, the API, or the API's last good answer. */
  featuresSource: 'local' | 'remote' | 'cache'
  /** Set when the API's features replaced values the dApp set itself (spec §1). */
  warning?: { message: string; keys: readonly string[] } | undefined
}

/** The options actions read (a subset of what createPortico resolves). */
export type PorticoRuntimeOptions = {
  /** Stay on a chain the dApp did not configure instead of showing UnsupportedChain. */
  allowUnsupportedChain: boolean
  /** Let users switch networks from the widget. */
  enableNetworkSwitch: boolean
  enableReconnect: boolean
  /** The dApp controls WalletConnect itself (spec §2 "wallet-connect is manual"). */
  manualWCControl: boolean
  /** Basic WalletConnect mode: only the QR/deep-link flow, no network checks. */
  basicWalletConnect: boolean
  /** Networks with smart accounts enabled, by CAIP-2 id. */
  smartAccountNetworks: readonly string[]
  /** The account type each namespace starts with (spec §4). */
  defaultAccountTypes: Readonly<Required<DefaultAccountTypes>>
  /** Sign-in-with-wallet: signed out on disconnect unless signOutOnDisconnect is false (spec §4). */
  siwx?: { signOut(): Promise<void>; signOutOnDisconnect?: boolean | undefined } | undefined
}

/** Everything an action of one instance works on. Actions take it as their first argument. */
export type PorticoContext = {
  projectId: string
  options: PorticoRuntimeOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Adapters whose one connection spans namespaces (WalletConnect); not counted in `adapters`. */
  multiNamespaceAdapters: readonly MultiNamespaceAdapter[]
  /** The multi-namespace adapter that registered each of its connectors, by connector id. */
  connectorAdapters: Map<string, MultiNamespaceAdapter>
  storage: PorticoStorage
  stores: PorticoStores
  events: ReturnType<typeof createEmitter>
  /** Errors the user met, on their way to analytics (features/analytics/reportError). */
  errorReports: ErrorReports
  /** The bounded debug log a user can export for support (docs/debug-log.md). */
  log: DebugLog
  /** Identical API reads in flight, asked once (spec §9 "Dedupe cache 8192 entries"). */
  reads: InFlightReads
  /** Native balances by CAIP-10 address, with the time they were read. */
  balanceCache: Map<string, { readAt: number; balance: string; symbol: string }>
  /** Open RPC requests, aborted together on disconnect (spec §4 'Request was aborted'). */
  requests: RpcRequestTracker
  /** Timers the instance started (notifications, shake), cleared on unmount. */
  timers: Set<ReturnType<typeof setTimeout>>
  /**
   * The embedded wallet's steps waiting for the visitor on the frame's own screens (the code,
   * device and email-change steps, waitForFrameStep): leaving their views aborts them.
   */
  frameSteps: Set<FrameStep>
  now(): number
  /** Whether the page runs on a phone; read at call time, injectable for tests. */
  isMobile(): boolean
  /** What features of this instance keep outside their stores (requests in flight, popups). */
  sessions: {
    swap: SwapSession
    onramp: OnrampSession
    siwx: SiwxRecord
    /** What addresses are called, kept 5 min (features/names/addressNameCache). */
    names: AddressNameCache
  }
  /** The API's supported chains (GET v1/supported-chains), asked once per instance when first needed. */
  supportedChains?: Promise<readonly string[]> | undefined
}
