import type { ResolvedOptions } from '../config/options.js'
import { SWAP_SLIPPAGE_TOLERANCE_PERCENT } from '../constants.js'
import type { OptionsState, PorticoStores } from '../context.js'
import type { PairingState } from '../features/connect/PairingState.js'
import { readRecentWallets } from '../features/connect/recentWallets.js'
import { initialOnrampState, type OnrampState } from '../features/onramp/OnrampState.js'
import { initialSwapState, type SwapState } from '../features/swap/SwapState.js'
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
} from '../state/types.js'
import { createStore } from '../store/createStore.js'

/** The stores of a new instance, in their initial state (docs/core-state-and-router.md). */
export function createStores(options: ResolvedOptions): PorticoStores {
  const { networks, defaultNetwork } = options
  return {
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
    connectAttempt: createStore<ConnectAttemptState>({ pending: false }),
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
      status: 'idle',
      searchStatus: 'idle',
      featuredStatus: 'idle',
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
    lastEvent: createStore<LastEventState>({}),
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
}
