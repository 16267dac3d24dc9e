import type { PorticoMetadata, ResolvedOptions } from '../config/options.js'
import type { PorticoStores } from '../context.js'
import type {
  PorticoEvent,
  PorticoEventOf,
  SubscribeEventsParameters,
} from '../events/createEmitter.js'
import type { AccountActions } from '../features/account/createAccountActions.js'
import type { ActivityActions } from '../features/activity/createActivityActions.js'
import type { ConnectParameters, ConnectReturnType } from '../features/connect/connect.js'
import type { ConnectionActions } from '../features/connect/createConnectionActions.js'
import type { DisconnectParameters } from '../features/connect/disconnect.js'
import type { DebugActions } from '../features/debug/createDebugActions.js'
import type { EmailActions } from '../features/email/createEmailActions.js'
import type { EmbeddedWalletActions } from '../features/embeddedWallet/createEmbeddedWalletActions.js'
import type { ModalActions } from '../features/modal/createModalActions.js'
import type { OpenModalParameters } from '../features/modal/modal.js'
import type { NamesActions } from '../features/names/createNamesActions.js'
import type { NetworkActions } from '../features/network/createNetworkActions.js'
import type { OnrampActions } from '../features/onramp/createOnrampActions.js'
import type { SendActions } from '../features/send/createSendActions.js'
import type { SiwxActions } from '../features/siwx/createSiwxActions.js'
import type { SocialActions } from '../features/social/createSocialActions.js'
import type { SwapActions } from '../features/swap/createSwapActions.js'
import type { ThemeActions } from '../features/theme/createThemeActions.js'
import type { WalletListActions } from '../features/walletList/createWalletListActions.js'
import type { AccountState } from '../state/types.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace, Network } from '../types/network.js'

/** A store a dApp reads and subscribes to; only the instance's actions write it. */
export type ReadonlyStore<T> = Pick<Store<T>, 'getState' | 'subscribe'>

/** The instance's stores as a dApp sees them (docs/core-state-and-router.md). */
export type PorticoReadonlyStores = {
  readonly [K in keyof PorticoStores]: PorticoStores[K] extends Store<infer T>
    ? ReadonlyStore<T>
    : never
}

/**
 * A widget instance, as `createPortico` returns it: its configuration, its stores (read-only),
 * the plain calls a dApp makes (open, connect, switchNetwork …) and one namespace per feature
 * (`portico.swap.fetchQuote()`). See docs/architecture.md.
 */
export type Portico = {
  readonly projectId: string
  /** The networks configured at creation; `stores.chains` holds the current list. */
  readonly networks: ResolvedOptions['networks']
  readonly metadata: Readonly<PorticoMetadata> | undefined
  readonly options: ResolvedOptions
  /** The instance's state; subscribe to follow it. Only the instance's actions write it. */
  readonly stores: PorticoReadonlyStores
  /**
   * Starts discovery in every adapter and syncs the last connection (with reconnect on,
   * connecting → connected or disconnected; with it off, every namespace is disconnected).
   * Called by <PorticoProvider> on mount; safe to call twice. Returns the unmount function.
   */
  mount(): () => void
  /** Opens the modal (on a view, or on a namespace's account). */
  open(parameters?: OpenModalParameters): void
  /** Closes the modal. */
  close(): void
  /** Connects the wallet behind a connector. */
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /** Disconnects a namespace (the active one by default). */
  disconnect(parameters?: DisconnectParameters): Promise<void>
  /** Switches network directly, without a view. */
  switchNetwork(parameters: { network: Network }): Promise<void>
  /** The account of a namespace (the active one by default). */
  getAccount(parameters?: { namespace?: ChainNamespace | undefined }): AccountState
  /** Whether the page runs on a phone (the `isMobile` option, else a user-agent check). */
  isMobile(): boolean
  /**
   * Calls `listener` with every event of the instance, or with those of `type` (listed in
   * docs/react-hooks.md#useevents-and-useporticoeventtype-handler); returns the unsubscribe.
   * More than EVENT_EMITTER_MAX_LISTENERS (10) listeners of one event warn once (a leak).
   */
  subscribeEvents<TType extends PorticoEvent['type'] = PorticoEvent['type']>(
    listener: (event: PorticoEventOf<TType>) => void,
    parameters?: SubscribeEventsParameters<TType>,
  ): () => void
  readonly modal: ModalActions
  readonly theme: ThemeActions
  readonly connection: ConnectionActions
  readonly network: NetworkActions
  readonly account: AccountActions
  readonly activity: ActivityActions
  readonly send: SendActions
  readonly walletList: WalletListActions
  readonly email: EmailActions
  readonly social: SocialActions
  readonly embeddedWallet: EmbeddedWalletActions
  readonly names: NamesActions
  readonly swap: SwapActions
  readonly onramp: OnrampActions
  readonly siwx: SiwxActions
  /** The debug log a user can export for support (docs/debug-log.md). */
  readonly debug: DebugActions
  /**
   * For Portico's own packages and tests: the writable stores. A dApp that writes them bypasses
   * the rules the actions keep; nothing here is covered by semver.
   */
  readonly _internal: { readonly stores: PorticoStores }
}
