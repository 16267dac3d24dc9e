import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { PorticoOptions } from './config/options.js'
import { resolveOptions } from './config/resolveOptions.js'
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from './constants.js'
import type { OptionsState, PorticoContext, PorticoStores } from './context.js'
import { ProjectIdNotConfiguredError } from './errors/config.js'
import { createEmitter, type PorticoEvent } from './events/createEmitter.js'
import {
  canSwitchAccountType,
  setPreferredAccountType,
} from './features/account/preferredAccountType.js'
import { setAccountTab } from './features/account/setAccountTab.js'
import { syncBalance } from './features/account/syncBalance.js'
import { recordEvents } from './features/analytics/recordEvents.js'
import { connect } from './features/connect/connect.js'
import { assertConnectionStatus } from './features/connect/connections.js'
import { type ConnectWalletParameters, connectWallet } from './features/connect/connectWallet.js'
import {
  type ConnectWalletConnectParameters,
  cancelWalletConnectPairing,
  connectWalletConnect,
  ensureWalletConnectPairing,
  findWalletConnectConnector,
} from './features/connect/connectWalletConnect.js'
import { disconnect } from './features/connect/disconnect.js'
import { disconnectConnection } from './features/connect/disconnectConnection.js'
import { handleAdapterEvent } from './features/connect/handleAdapterEvent.js'
import { getAccount } from './features/connect/isConnected.js'
import type { PairingState } from './features/connect/PairingState.js'
import { addRecentWallet, readRecentWallets } from './features/connect/recentWallets.js'
import { disconnectAllOnStart, reconnect } from './features/connect/reconnect.js'
import { setupMultiNamespaceAdapters } from './features/connect/setupMultiNamespaceAdapters.js'
import { switchConnection } from './features/connect/switchConnection.js'
import { attachEmbeddedFrame } from './features/embeddedWallet/attachEmbeddedFrame.js'
import { setupAuthAdapters } from './features/embeddedWallet/setupAuthAdapters.js'
import { watchEmbeddedFrameView } from './features/embeddedWallet/watchEmbeddedFrameView.js'
import { dismissAlert } from './features/modal/dismissAlert.js'
import { closeModal, openModal } from './features/modal/modal.js'
import { closeNotification, shakeModal, showNotification } from './features/modal/notifications.js'
import { requestCloseModal } from './features/modal/requestCloseModal.js'
import { goBack, pushView } from './features/modal/router.js'
import { setThemeMode } from './features/modal/setThemeMode.js'
import { setThemeVariables } from './features/modal/setThemeVariables.js'
import { canRegisterAccountName } from './features/names/canRegisterAccountName.js'
import { canSelectNetwork } from './features/network/canSelectNetwork.js'
import { confirmNetworkSwitch } from './features/network/confirmNetworkSwitch.js'
import { removeNetwork } from './features/network/removeNetwork.js'
import { requestNetworkSwitch } from './features/network/requestNetworkSwitch.js'
import { switchFromUnsupportedChain } from './features/network/switchFromUnsupportedChain.js'
import { switchNetwork } from './features/network/switchNetwork.js'
import { initialOnrampState, type OnrampState } from './features/onramp/OnrampState.js'
import { openOnrampPopup } from './features/onramp/openOnrampPopup.js'
import { resetOnramp } from './features/onramp/resetOnramp.js'
import { selectOnrampProvider } from './features/onramp/selectOnrampProvider.js'
import { setOnrampAmount } from './features/onramp/setOnrampAmount.js'
import { setOnrampPaymentCurrency } from './features/onramp/setOnrampPaymentCurrency.js'
import { setOnrampPurchaseCurrency } from './features/onramp/setOnrampPurchaseCurrency.js'
import { resetSend } from './features/send/resetSend.js'
import { setSendReceiver } from './features/send/setSendReceiver.js'
import { setSendToken } from './features/send/setSendToken.js'
import { setSendTokenAmount } from './features/send/setSendTokenAmount.js'
import { cancelSiwx } from './features/siwx/cancelSiwx.js'
import { isSiwxRequired } from './features/siwx/isSiwxRequired.js'
import { signSiwxMessage } from './features/siwx/signSiwxMessage.js'
import { watchSiwx } from './features/siwx/watchSiwx.js'
import { connectSocial, getEnabledSocials } from './features/social/connectSocial.js'
import { initialSwapState, type SwapState } from './features/swap/SwapState.js'
import { fetchFeaturedWallets } from './features/walletList/fetchFeaturedWallets.js'
import { fetchRecommendedWallets } from './features/walletList/fetchRecommendedWallets.js'
import { fetchWalletList, walletImageUrl } from './features/walletList/fetchWalletList.js'
import { searchWallets } from './features/walletList/searchWallets.js'
import { lazyAction } from './instance/lazyAction.js'
import { createRpcRequestTracker } from './rpc/createRpcRequestTracker.js'
import type {
  AlertState,
  ChainsState,
  ConnectionAttemptState,
  ConnectionsState,
  ConnectorsState,
  EmbeddedFrameState,
  EventsState,
  LifecycleState,
  ModalState,
  NftsState,
  NotificationState,
  RecentWallet,
  RouterState,
  SendState,
  ThemeState,
  TokenBalancesState,
  TransactionsState,
  WalletListState,
} from './state/types.js'
import { createStore } from './store/createStore.js'
import type { ChainNamespace } from './types/network.js'

export type CreatePorticoParameters = PorticoOptions & {
  /** Networks with smart accounts enabled, by CAIP-2 id (the embedded wallet's). */
  smartAccountNetworks?: readonly string[] | undefined
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
  const options = resolveOptions(parameters)
  const { networks, defaultNetwork } = options
  const adapterMap = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((a) => [a.namespace, a]),
  )

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
      recent: readRecentWallets(options.storage),
    }),
    send: createStore<SendState>({ tokenBalances: [], loading: false }),
    notification: createStore<NotificationState>({
      message: '',
      variant: 'success',
      open: false,
      autoClose: true,
    }),
    theme: createStore<ThemeState>({
      themeMode: options.themeMode,
      themeVariables: options.themeVariables,
    }),
    alert: createStore<AlertState>({}),
    pairing: createStore<PairingState>({ status: 'idle', attempt: 0 }),
    options: createStore<OptionsState>({
      options,
      features: options.features,
      featuresSource: 'local',
    }),
    events: createStore<EventsState>({}),
    lifecycle: createStore<LifecycleState>({ initialized: false }),
    embeddedFrame: createStore<EmbeddedFrameState>({ visible: false }),
    tokenBalances: createStore<TokenBalancesState>({ status: 'idle', balances: [] }),
    nfts: createStore<NftsState>({ status: 'idle', nfts: [] }),
    transactions: createStore<TransactionsState>({
      status: 'idle',
      transactions: [],
      empty: false,
      loadingMore: false,
    }),
    swap: createStore<SwapState>(initialSwapState(SWAP_SLIPPAGE_TOLERANCE_PERCENT)),
    onramp: createStore<OnrampState>(initialOnrampState()),
  }

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
    adapters: adapterMap,
    multiNamespaceAdapters: options.multiNamespaceAdapters,
    connectorAdapters: new Map(),
    storage: options.storage,
    stores,
    events: createEmitter(),
    balanceCache: new Map(),
    requests: createRpcRequestTracker(),
    timers: new Set(),
    frameSteps: new Set(),
    now: () => Date.now(),
    isMobile: options.isMobile ?? detectMobile,
  }

  if (!context.projectId) {
    const error = new ProjectIdNotConfiguredError()
    console.error(error.shortMessage)
    stores.alert.setState({
      alert: { title: ProjectIdNotConfiguredError.alert, message: error.shortMessage },
    })
  }

  recordEvents(context)

  /** openOnramp's part after the popup, loaded on first use. */
  const startOnramp = lazyAction(
    context,
    async () => (await import('./features/onramp/openOnramp.js')).openOnramp,
  )

  let teardown: (() => void) | undefined
  /** The current mount; a start-up sync that ends after an unmount changes nothing. */
  let started: object | undefined

  return {
    projectId: context.projectId,
    /** The networks configured at creation; `stores.chains` holds the current list. */
    networks,
    metadata: options.metadata,
    options,
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
              // Connectors of a multi-namespace adapter (WalletConnect) stay.
              connectors: [
                ...s.connectors.filter(
                  (c) => c.chain !== adapter.namespace || context.connectorAdapters.has(c.id),
                ),
                ...list,
              ],
            })),
          emit: (event) => handleAdapterEvent(context, adapter.namespace, event),
        }),
      )
      stops.push(setupMultiNamespaceAdapters(context))
      stops.push(setupAuthAdapters(context))
      stops.push(watchEmbeddedFrameView(context))
      // Sign-in with wallet: SIWXSignMessage when a connected account has no session (spec §4).
      stops.push(watchSiwx(context))
      const run = {}
      started = run
      const markInitialized = () => {
        if (started === run) stores.lifecycle.setState({ initialized: true })
      }
      if (context.options.enableReconnect)
        void reconnect(context).then(markInitialized, markInitialized)
      else {
        disconnectAllOnStart(context)
        markInitialized()
      }
      // The API part (remote features, origin check, analytics) loads on demand: a page pays for it
      // only when an API is configured, and never before its first paint.
      let stopApi = () => {}
      let stopped = false
      if (options.apiUrl && options.projectId) {
        // Events before the module arrives wait for it, so analytics misses none.
        const early: PorticoEvent[] = []
        const stopQueue = context.events.subscribe((event) => void early.push(event))
        stopApi = stopQueue
        void import('./config/startApi.js').then(({ startApi }) => {
          stopQueue()
          if (!stopped) stopApi = startApi(context, options, early)
        })
      }
      teardown = () => {
        stopped = true
        stopApi()
        for (const stop of stops) stop()
        for (const timer of context.timers) clearTimeout(timer)
        context.timers.clear()
        teardown = undefined
        started = undefined
        stores.lifecycle.setState({ initialized: false })
      }
      return teardown
    },
    open: (options?: Parameters<typeof openModal>[1]) => openModal(context, options),
    close: () => closeModal(context),
    /**
     * The close button, Escape and overlay click: closes, or shakes the modal where it must stay
     * open (a required network switch or sign-in). Returns what happened.
     */
    requestClose: () => requestCloseModal(context),
    /** Shows a view on top of the current one (Back returns). */
    pushView: (entry: Parameters<typeof pushView>[1]) => pushView(context, entry),
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
      // A WalletConnect connector pairs in its own view (QR code, copy link, deep links).
      if (findWalletConnectConnector(context, connectorId)) {
        pushView(context, { view: 'ConnectingWalletConnect', data: { connectorId } })
        return Promise.resolve()
      }
      const top = stores.router.getState().history.at(-1)
      if (top?.view !== 'ConnectingExternal' || top.data?.connectorId !== connectorId)
        pushView(context, { view: 'ConnectingExternal', data: { connectorId } })
      return connect(context, { connectorId }).then(
        () => closeModal(context),
        () => undefined,
      )
    },
    /**
     * Pairs with a wallet over WalletConnect (spec §4): the URI to show is in `stores.pairing` and is
     * replaced by a fresh one when it expires; resolves when the wallet approves.
     */
    /**
     * Connects a wallet of the list (a connector id or an orderWallets row) without the modal: an
     * installed wallet directly, a catalogue wallet over WalletConnect (URI in `stores.pairing`).
     */
    connectWallet: (wallet: ConnectWalletParameters['wallet']) =>
      connectWallet(context, { wallet }),
    connectWalletConnect: (options?: ConnectWalletConnectParameters) =>
      connectWalletConnect(context, options),
    /** What the Connecting views run: keeps a live pairing URI, else starts a fresh pairing. */
    ensureWalletConnectPairing: (options?: ConnectWalletConnectParameters) =>
      ensureWalletConnectPairing(context, options),
    /** Stops the pairing shown (also done when the modal closes). */
    cancelWalletConnectPairing: () => cancelWalletConnectPairing(context),
    disconnect: (options?: Parameters<typeof disconnect>[1]) => disconnect(context, options),
    switchConnection: (options: Parameters<typeof switchConnection>[1]) =>
      switchConnection(context, options),
    /** Disconnects one wallet of a namespace; the last one disconnects the namespace. */
    disconnectConnection: (options: Parameters<typeof disconnectConnection>[1]) =>
      disconnectConnection(context, options),
    /** Opens a tab of the Account view (stored as the account's currentTab). */
    setAccountTab: (tab: Parameters<typeof setAccountTab>[1]) => setAccountTab(context, tab),
    /** Asks to switch network the way the spec's router rules say (SwitchNetwork or SwitchActiveChain). */
    requestNetworkSwitch: (options: Parameters<typeof requestNetworkSwitch>[1]) =>
      requestNetworkSwitch(context, options),
    /** Whether the Networks view offers `network` (else it is shown disabled). */
    canSelectNetwork: (network: Parameters<typeof canSelectNetwork>[1]) =>
      canSelectNetwork(context, network),
    /** What the switch views run once shown. */
    confirmNetworkSwitch: (options?: Parameters<typeof confirmNetworkSwitch>[1]) =>
      confirmNetworkSwitch(context, options),
    /** UnsupportedChain: asks the wallet to move to a configured network, then leaves the view. */
    switchFromUnsupportedChain: (options: Parameters<typeof switchFromUnsupportedChain>[1]) =>
      switchFromUnsupportedChain(context, options),
    /** Sign-in with wallet: creates, signs and verifies the message; closes on success. */
    signSiwxMessage: () => signSiwxMessage(context),
    /** Cancel on the sign-in view: disconnects when sign-in is required, else closes. */
    cancelSiwx: () => cancelSiwx(context),
    /** Whether the dApp requires sign-in with wallet. */
    isSiwxRequired: () => isSiwxRequired(context),
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
    /** Hides the modal's alert (its dismiss button). */
    dismissAlert: () => dismissAlert(context),
    /** Sets light, dark or system at run time; the open modal follows. */
    setThemeMode: (themeMode: Parameters<typeof setThemeMode>[1]) =>
      setThemeMode(context, themeMode),
    /** Merges theme variables at run time (undefined resets one); the open modal follows. */
    setThemeVariables: (themeVariables: Parameters<typeof setThemeVariables>[1]) =>
      setThemeVariables(context, themeVariables),
    syncBalance: (options?: Parameters<typeof syncBalance>[1]) => syncBalance(context, options),
    // The Account view's tabs: each loads on first use (after the modal shows Account).
    /**
     * The Tokens tab: the active account's balances into `stores.tokenBalances` (cached 30 s; on
     * failure the toast 'Token Balance Unavailable' and no retry for 30 s).
     */
    fetchTokenBalances: lazyAction(
      context,
      async () => (await import('./features/activity/fetchTokenBalances.js')).fetchTokenBalances,
    ),
    /** The NFTs tab: the ERC-721 tokens the active account holds, into `stores.nfts`. */
    fetchNfts: lazyAction(
      context,
      async () => (await import('./features/activity/fetchNfts.js')).fetchNfts,
    ),
    /**
     * The Activity tab: the first page of the active account's history (or with `more`, the next)
     * into `stores.transactions`.
     */
    fetchTransactions: lazyAction(
      context,
      async () => (await import('./features/activity/fetchTransactions.js')).fetchTransactions,
    ),
    // Send (spec §3 "Send state", §4 "Token send", §5). The async parts load on first use.
    /** Fills `stores.send.tokenBalances` with what the account can send on the active network. */
    fetchSendTokenBalances: lazyAction(
      context,
      async () =>
        (await import('./features/send/fetchSendTokenBalances.js')).fetchSendTokenBalances,
    ),
    /** Picks the token to send from `stores.send.tokenBalances` (undefined clears it). */
    setSendToken: (token: Parameters<typeof setSendToken>[1]) => setSendToken(context, token),
    /** Sets the amount to send, in whole tokens as typed ("1.5"). */
    setSendTokenAmount: (amount: string | undefined) => setSendTokenAmount(context, amount),
    /** The max button: the whole balance, less room for gas for the native currency on EVM. */
    setSendMaxAmount: lazyAction(
      context,
      async () => (await import('./features/send/setSendMaxAmount.js')).setSendMaxAmount,
    ),
    /** Sets the receiver directly (address, and the name and avatar it was found by). */
    setSendReceiver: (receiver: Parameters<typeof setSendReceiver>[1]) =>
      setSendReceiver(context, receiver),
    /** Sets the receiver from an address or a name, resolving names through the names API. */
    resolveReceiver: lazyAction(
      context,
      async () => (await import('./features/send/resolveReceiver.js')).resolveReceiver,
    ),
    /** The send's gas and network fee (EVM only, spec §5); undefined elsewhere. */
    estimateSendGas: lazyAction(
      context,
      async () => (await import('./features/send/estimateSendGas.js')).estimateSendGas,
    ),
    /** Sends the token of `stores.send` (spec §4), then resets the send and shows Account. */
    sendTokens: lazyAction(
      context,
      async () => (await import('./features/send/sendTokens.js')).sendTokens,
    ),
    /** Resets every send field. */
    resetSend: () => resetSend(context),
    /** Loads a page of the wallet catalogue (with a search) into `stores.walletList`. */
    fetchWalletList: (options?: Parameters<typeof fetchWalletList>[1]) =>
      fetchWalletList(context, options),
    walletImageUrl: (imageId: string | undefined) => walletImageUrl(context, imageId),
    /** Searches the catalogue (100 entries) into `walletList.filteredWallets`; '' ends the search. */
    searchWallets: (options: Parameters<typeof searchWallets>[1]) =>
      searchWallets(context, options),
    // Email, social and Farcaster login through the embedded wallet (docs/embedded-wallet.md
    // "Core API"); every step but the social popup loads on first use.
    /**
     * Starts email login: checks the address and the 30 s cooldown, then the frame mails a code
     * (→ EmailVerifyOtp) or a device link (→ EmailVerifyDevice), or connects (→ Account).
     */
    connectEmail: lazyAction(
      context,
      async () => (await import('./features/email/connectEmail.js')).connectEmail,
    ),
    /**
     * EmailVerifyDevice: waits, while the frame shows its 'check your inbox' screen, for the device
     * link to be opened, then shows EmailVerifyOtp.
     */
    connectDevice: lazyAction(
      context,
      async () => (await import('./features/email/connectDevice.js')).connectDevice,
    ),
    /**
     * EmailVerifyOtp: the frame shows its own code screen (the code is typed there, never in the
     * dApp); once it accepted one, connects and shows Account.
     */
    connectOtp: lazyAction(
      context,
      async () => (await import('./features/email/connectOtp.js')).connectOtp,
    ),
    /**
     * A social login with one of the enabled providers. Call it inside the click: the popup opens
     * synchronously (or pass `openPopup`), the rest loads on demand.
     */
    connectSocial: (options: Parameters<typeof connectSocial>[1]) =>
      connectSocial(context, options),
    /** The social logins offered here (the feature, less Telegram's platform rules). */
    getEnabledSocials: () => getEnabledSocials(context),
    /**
     * Farcaster sign-in: puts the link in the account's `farcasterUrl` (the view's QR code), waits
     * for the approving app, connects and shows Account; resolves with the link.
     */
    connectFarcaster: lazyAction(
      context,
      async () => (await import('./features/social/connectFarcaster.js')).connectFarcaster,
    ),
    /**
     * UpdateEmailWallet: the whole email change on the frame's screens (UpdateEmailPrimaryOtp, then
     * UpdateEmailSecondaryOtp); done, the account shows the new email, a toast, Account.
     */
    updateEmail: lazyAction(
      context,
      async () => (await import('./features/email/updateEmail.js')).updateEmail,
    ),
    /** Opens the embedded wallet's key export screen (inside its frame, after re-authentication). */
    exportEmbeddedKey: lazyAction(
      context,
      async () =>
        (await import('./features/embeddedWallet/exportEmbeddedKey.js')).exportEmbeddedKey,
    ),
    /**
     * The views the frame is shown in (ApproveTransaction, EmbeddedWalletFrame, the code views):
     * places the frame over their slot element while it asks to be shown (`stores.embeddedFrame`);
     * returns what detaches it.
     */
    attachEmbeddedFrame: (slot: HTMLElement) => attachEmbeddedFrame(context, slot),
    /** Loads the featured wallets (featured ids, else the catalogue's first) into the wallet list. */
    fetchFeaturedWallets: () => fetchFeaturedWallets(context),
    /** Loads the recommended wallets (neither featured nor excluded) into `stores.walletList`. */
    fetchRecommendedWallets: () => fetchRecommendedWallets(context),
    /** Remembers a wallet among the recent ones (e.g. the wallet that answered over the relay). */
    addRecentWallet: (wallet: RecentWallet) => addRecentWallet(context, wallet),
    /**
     * Whether the account-name feature shows: an EVM account is connected (spec §9 "names: EVM
     * only") and a Portico API is configured.
     */
    canRegisterAccountName: () => canRegisterAccountName(context),
    // Checking and registering a name load on first use (the RegisterAccountName view).
    /** Whether a wanted account name is taken, and suggestions in the zone (spec §7). */
    fetchNameSuggestions: lazyAction(
      context,
      async () => (await import('./features/names/fetchNameSuggestions.js')).fetchNameSuggestions,
    ),
    /**
     * Registers an account name: the wallet signs, the API registers, the account shows the name
     * and RegisterAccountNameSuccess opens; on error RegisterAccountName again (spec §2).
     */
    registerAccountName: lazyAction(
      context,
      async () => (await import('./features/names/registerAccountName.js')).registerAccountName,
    ),
    // Swaps (docs/swaps-and-onramp.md; spec §1 "Swaps", §9 slippage 1, 12 eip155 chains): every
    // action loads on first use.
    /**
     * Prepares `stores.swap` for the active account and network: tokens, balances and prices, the
     * native currency as the source; status `unsupported` ('Network not supported') elsewhere.
     */
    initializeSwap: lazyAction(
      context,
      async () => (await import('./features/swap/initializeSwap.js')).initializeSwap,
    ),
    /** Picks the token to swap from (the target one swaps the two); quotes again. */
    setSwapSourceToken: lazyAction(
      context,
      async () => (await import('./features/swap/setSwapSourceToken.js')).setSwapSourceToken,
    ),
    /** Picks the token to receive (the source one swaps the two); quotes again. */
    setSwapToToken: lazyAction(
      context,
      async () => (await import('./features/swap/setSwapToToken.js')).setSwapToToken,
    ),
    /** The switch button: source and target trade places, the quoted amount becomes the amount. */
    switchSwapTokens: lazyAction(
      context,
      async () => (await import('./features/swap/switchSwapTokens.js')).switchSwapTokens,
    ),
    /** Sets the amount to swap as typed ("1.5") and quotes it at once (older requests aborted). */
    setSwapSourceTokenAmount: lazyAction(
      context,
      async () =>
        (await import('./features/swap/setSwapSourceTokenAmount.js')).setSwapSourceTokenAmount,
    ),
    /** The max button: the whole balance, less twice the estimated network fee for the native coin. */
    setSwapMaxAmount: lazyAction(
      context,
      async () => (await import('./features/swap/setSwapMaxAmount.js')).setSwapMaxAmount,
    ),
    /** Quotes the current swap: amount received, fee, price impact, approval and network fee. */
    fetchSwapQuote: lazyAction(
      context,
      async () => (await import('./features/swap/fetchSwapQuote.js')).fetchSwapQuote,
    ),
    /**
     * Approves (when needed) and swaps through the wallet; on success resets the swap and shows
     * Account with 'Swap completed'; on failure an error toast, fields kept, the error thrown.
     */
    swapTokens: lazyAction(
      context,
      async () => (await import('./features/swap/swapTokens.js')).swapTokens,
    ),
    /** Back to the initial swap state (a quote in flight is aborted). */
    resetSwap: lazyAction(context, async () => {
      const { resetSwap } = await import('./features/swap/resetSwap.js')
      return async (c: PorticoContext) => resetSwap(c)
    }),
    // Buying crypto (docs/swaps-and-onramp.md; spec §4 "On-ramp: provider selected or none, quotes
    // loading, error message", §8 fallbacks, §9 defaults): `stores.onramp`. The picks and the reset
    // change the state at once (the views read it in the same click); options, quotes and the
    // purchase load on first use.
    /**
     * Loads the on-ramp options into `stores.onramp` — the built-in defaults when they cannot be
     * read (`defaultOptions: true`) — and picks USD and USDC (or the first token offered on the
     * active network).
     */
    fetchOnrampOptions: lazyAction(
      context,
      async () => (await import('./features/onramp/fetchOnrampOptions.js')).fetchOnrampOptions,
    ),
    /** Selects a provider of `stores.onramp.providers`, or none with undefined; quotes again. */
    selectOnrampProvider: (provider: string | undefined) => selectOnrampProvider(context, provider),
    /** Picks the fiat currency to pay with (the currency or its id); quotes again. */
    setOnrampPaymentCurrency: (currency: Parameters<typeof setOnrampPaymentCurrency>[1]) =>
      setOnrampPaymentCurrency(context, currency),
    /** Picks the token to buy (the currency or its id); quotes again. */
    setOnrampPurchaseCurrency: (currency: Parameters<typeof setOnrampPurchaseCurrency>[1]) =>
      setOnrampPurchaseCurrency(context, currency),
    /**
     * Sets the amount to pay as typed ("100.50"), then checks it against the payment method's
     * limits and quotes it (the estimate when the quote fails; older requests aborted).
     */
    setOnrampAmount: (amount: string) => setOnrampAmount(context, amount),
    /** Quotes the current amount again (also run by every pick). */
    fetchOnrampQuote: lazyAction(
      context,
      async () => (await import('./features/onramp/fetchOnrampQuote.js')).fetchOnrampQuote,
    ),
    /**
     * Starts the purchase in the provider's popup and shows BuyInProgress, watching the balance
     * until the tokens arrive (`stores.onramp.purchase`). Call it inside the click: the popup opens
     * synchronously (or pass `openPopup`), the rest loads on demand. `intervalMs` (5 s) and
     * `timeoutMs` (30 min) tune the watch. Rejects with the error it puts in `stores.onramp.error`.
     */
    openOnramp: (
      options: {
        openPopup?: (() => Window | null) | undefined
        intervalMs?: number | undefined
        timeoutMs?: number | undefined
      } = {},
    ) => {
      const { openPopup = openOnrampPopup, ...watch } = options
      return startOnramp({ popup: openPopup(), ...watch })
    },
    /** Back to the initial on-ramp state: the quote aborted, the watch stopped, the popup forgotten. */
    resetOnramp: () => resetOnramp(context),
    /** Aborts every open RPC request; each rejects with 'Request was aborted'. */
    abortRequests: (details?: string) => context.requests.abortAll(details),
    /** Whether the page runs on a phone (the `isMobile` option, else a user-agent check). */
    isMobile: () => context.isMobile(),
    /** The account of a namespace (the active one by default). */
    getAccount: (namespace?: ChainNamespace) => getAccount(context, namespace),
    assertConnectionStatus,
    subscribeEvents: context.events.subscribe,
  }
}
