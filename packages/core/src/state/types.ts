import type { SocialProvider, ThemeVariables } from '../config/options.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { PorticoEvent } from '../events/createEmitter.js'
import type { ApiBalance } from '../features/account/readApiBalance.js'
import type { ApiHistoryItem } from '../features/activity/readApiHistory.js'
import type { ApiNft } from '../features/activity/readApiNfts.js'
import type { Connector } from '../types/connector.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/network.js'

/** Views of the modal; which one opens is explained in docs/core-state-and-router.md. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'EmailLogin'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'ApproveTransaction'
  | 'SIWXSignMessage'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  /** The network list the Account view's network button opens. */
  | 'Networks'
  /** Email login's code entries: the emailed code, a device approval (docs/embedded-wallet.md). */
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  /** UpdateEmailWallet's two code entries: the current address's code, then the new one's. */
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  /** Every social login, and the wait while its popup is open (docs/embedded-wallet.md). */
  | 'ConnectSocials'
  | 'ConnectingSocial'
  /** The embedded wallet's own screens (recovery secret, key export) shown from its origin. */
  | 'EmbeddedWalletFrame'
  /** Send and receive (docs/send-and-receive.md). */
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  /** Swaps, 1 % slippage tolerance, on the EVM chains that have them (docs/swaps-and-onramp.md). */
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  /** Buying crypto through an on-ramp (docs/swaps-and-onramp.md). */
  | 'OnRampProviders'
  | 'OnRamp'
  | 'OnRampFiatSelect'
  | 'OnRampTokenSelect'
  | 'BuyInProgress'

/** Every view name, for exhaustive checks and tests. */
export const VIEW_NAMES: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'ApproveTransaction',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'Networks',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectSocials',
  'ConnectingSocial',
  'EmbeddedWalletFrame',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRamp',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'BuyInProgress',
]

/** The address an email code view is for (EmailVerifyOtp, EmailVerifyDevice, the UpdateEmail codes). */
export type EmailCodeParams = {
  /** The address the code was sent to (absent when the embedded wallet's frame opened the view). */
  email?: string | undefined
}

/**
 * What each view is opened with, by view name (`undefined`: nothing). A view whose parameters are
 * all optional may be opened without them. SwitchActiveChain's parameters are explained in
 * docs/core-state-and-router.md#switching-network-spec-2.
 */
export type RouterParams = {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingWalletConnect:
    | {
        /** The WalletConnect connector to pair with (the first one when absent). */
        connectorId?: string | undefined
        /** The catalogue id of the wallet the user picked. */
        walletId?: string | undefined
        /** The catalogue wallet to open with the pairing URI (its deep links). */
        wallet?: WalletCatalogueEntry | undefined
      }
    | undefined
  ConnectingWalletConnectBasic:
    | {
        /** The WalletConnect connector to pair with (the first one when absent). */
        connectorId?: string | undefined
      }
    | undefined
  ConnectingExternal: {
    /** The connector being connected. */
    connectorId: string
  }
  ConnectingFarcaster: undefined
  EmailLogin:
    | {
        /** The address typed on the Connect view: submitted as the view shows. */
        email?: string | undefined
      }
    | undefined
  ProfileWallets: undefined
  UpdateEmailWallet:
    | {
        /** The address the last change was for, kept in the field when it failed. */
        email?: string | undefined
        /** Why the last email change failed. */
        errorMessage?: string | undefined
      }
    | undefined
  ApproveTransaction: undefined
  SIWXSignMessage: undefined
  RegisterAccountName:
    | {
        /** The name typed before (kept when the flow comes back on an error). */
        accountName?: string | undefined
        /** Why registering `accountName` failed, shown under the field (docs/errors.md). */
        errorMessage?: string | undefined
      }
    | undefined
  RegisterAccountNameSuccess:
    | {
        /** The full name registered (`alice.portico.eth`); the account's profile name when absent. */
        accountName?: string | undefined
      }
    | undefined
  SwitchNetwork:
    | {
        /** The network to switch to ('Network not found' when absent). */
        network?: Network | undefined
      }
    | undefined
  SwitchActiveChain:
    | {
        /** The network to switch to ('Network not found' when absent). */
        network?: Network | undefined
        /** The namespace to switch to (the network's when absent). */
        switchToChain?: ChainNamespace | undefined
        /** The view to go to once switched (one that takes no parameters). @default 'Connect' */
        navigateTo?: ViewWithoutParams | undefined
        /** Replace SwitchActiveChain with `navigateTo` instead of pushing it. @default false */
        navigateWithReplace?: boolean | undefined
      }
    | undefined
  UnsupportedChain: undefined
  Networks: undefined
  EmailVerifyOtp: EmailCodeParams | undefined
  EmailVerifyDevice: EmailCodeParams | undefined
  UpdateEmailPrimaryOtp: EmailCodeParams | undefined
  UpdateEmailSecondaryOtp: EmailCodeParams | undefined
  ConnectSocials: undefined
  ConnectingSocial: {
    /** The provider whose popup is open. */
    socialProvider: SocialProvider
  }
  EmbeddedWalletFrame: undefined
  WalletSend: undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: undefined
  WalletReceive: undefined
  Swap: undefined
  SwapSelectToken: {
    /** Which side of the swap the picked token goes to. */
    target: 'sourceToken' | 'toToken'
  }
  SwapPreview: undefined
  OnRampProviders: undefined
  OnRamp: undefined
  OnRampFiatSelect: undefined
  OnRampTokenSelect: undefined
  BuyInProgress: undefined
}

/** The views that take no parameters. */
export type ViewWithoutParams = {
  [V in ViewName]: RouterParams[V] extends undefined ? V : never
}[ViewName]

/** The views that may be opened without parameters (they take none, or only optional ones). */
export type ViewWithOptionalParams = {
  [V in ViewName]: undefined extends RouterParams[V] ? V : never
}[ViewName]

/**
 * One entry of the router's history: a view and what it needs to render (`data`, typed by the
 * view: `{ view: 'ConnectingExternal', data: { connectorId } }`). `RouterEntry<V>` is an entry of
 * view `V`; `RouterEntry` is any entry, discriminated by `view`
 * (docs/core-state-and-router.md#the-router). The views that take no parameters share one member,
 * so `{ view }` with `view` any of them is an entry.
 */
export type RouterEntry<V extends ViewName = ViewName> =
  | ([Extract<V, ViewWithoutParams>] extends [never]
      ? never
      : { view: Extract<V, ViewWithoutParams>; data?: undefined })
  | {
      [K in Exclude<V, ViewWithoutParams>]: undefined extends RouterParams[K]
        ? { view: K; data?: RouterParams[K] }
        : { view: K; data: RouterParams[K] }
    }[Exclude<V, ViewWithoutParams>]

export type ModalState = {
  open: boolean
  /** True for MODAL_SHAKE_MS when the modal refuses to close or an action fails. */
  shake: boolean
  loading: boolean
}
export type RouterState = { history: readonly RouterEntry[] }

/** Connection status of an account (docs/core-state-and-router.md#the-stores). */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** Account types: a plain key-pair account (`eoa`) or a smart contract account. */
export type AccountType = 'eoa' | 'smartAccount'

/** Tabs of the Account view (docs/account-tabs.md). */
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** A user of the embedded wallet: its accounts and identity (docs/embedded-wallet.md). */
export type AccountUser = {
  accounts?: readonly { type: AccountType; address: string }[] | undefined
  email?: string | null | undefined
  username?: string | undefined
}

/** Account state of one namespace (docs/core-state-and-router.md#the-stores). */
export type AccountState = {
  status: AccountStatus
  caipAddress?: CaipAddress | undefined
  address?: string | undefined
  /** Native balance formatted for display (truncated to 3 decimals). */
  balance?: string | undefined
  balanceSymbol?: string | undefined
  profileName?: string | null | undefined
  profileImage?: string | null | undefined
  addressExplorerUrl?: string | undefined
  user?: AccountUser | undefined
  tokenBalance?: readonly unknown[] | undefined
  smartAccountDeployed?: boolean | undefined
  addressLabels?: ReadonlyMap<string, string> | undefined
  preferredAccountType?: AccountType | undefined
  socialProvider?: string | undefined
  socialWindow?: unknown
  farcasterUrl?: string | undefined
  connectedWalletInfo?:
    | { name: string; icon?: string | undefined; rdns?: string | undefined }
    | undefined
  currentTab: AccountTab
  /** The connector the account came from; removed on disconnect and reset. */
  connectorId?: string | undefined
}

export type ChainsState = {
  activeNamespace: ChainNamespace
  activeNetwork: Network
  /** The configured networks; a network can be removed at run time (`portico.network.remove`). */
  networks: readonly Network[]
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /** Set while the widget switches from one namespace to another. */
  isSwitchingNamespace: boolean
  /** The wallet is on a chain the dApp did not configure. */
  isUnsupportedChain: boolean
  /** Set while switchNetwork waits for the wallet to move (any switch, same namespace or not). */
  isSwitchingNetwork?: boolean | undefined
}

/**
 * A connection's status (docs/core-state-and-router.md#connections); anything else is
 * 'Invalid connection status'.
 */
export type ConnectionStatus = 'connected' | 'active' | 'disconnected'

/**
 * The type of an account of a connection: an account type, or one of the Bitcoin account types
 * (`payment`, the wallet's account index 0, and `ordinal`, index 1).
 */
export type ConnectionAccountType = AccountType | 'payment' | 'ordinal'

/** An account of a connection. */
export type ConnectionAccount = {
  address: string
  type?: ConnectionAccountType | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

/** A wallet connection of one namespace (docs/core-state-and-router.md#connections). */
export type Connection = {
  connectorId: string
  accounts: readonly ConnectionAccount[]
  caipNetwork?: Network | undefined
  auth?: { name?: string | undefined } | undefined
  status: ConnectionStatus
}

export type ConnectionsState = {
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>
}

/** The connection attempt in progress, shown by the Connecting views. */
export type ConnectAttemptState = {
  connectorId?: string | undefined
  pending: boolean
  error?: PorticoError | undefined
}

export type ConnectorsState = { connectors: readonly Connector[] }

/** A wallet of the catalogue, as the Portico API lists it. */
export type WalletCatalogueEntry = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | null | undefined
  chains?: readonly string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** A wallet the user connected before; the last 2 are kept, newest first. */
export type RecentWallet = {
  /** The connector id for a wallet found in the browser, else the catalogue id. */
  id: string
  name: string
  imageUrl?: string | undefined
  /** Catalogue image id (see `walletImageUrl`). */
  imageId?: string | undefined
  rdns?: string | undefined
  /** Set when the wallet was connected through a connector of this browser. */
  connectorId?: string | undefined
}

/** Wallet list state (docs/core-state-and-router.md#the-stores). */
export type WalletListState = {
  page: number
  count: number
  featured: readonly WalletCatalogueEntry[]
  recommended: readonly WalletCatalogueEntry[]
  wallets: readonly WalletCatalogueEntry[]
  filteredWallets: readonly WalletCatalogueEntry[]
  search: string
  excludedWallets: readonly string[]
  /** The wallets connected last, newest first (read from storage at start). */
  recent?: readonly RecentWallet[] | undefined
  /**
   * The catalogue's pages (`portico.walletList.loadNextPage`): 'loading' while a page is on its
   * way, 'error' when the last one failed.
   */
  status: WalletListStatus
  /**
   * The search (`portico.walletList.search`): 'loading' from the call (through the wait while
   * typing pauses) to its answer, 'error' when it failed.
   */
  searchStatus: WalletListStatus
  /**
   * The featured and recommended wallets (`fetchFeatured`, `fetchRecommended`): 'loading' while
   * one is on its way, 'error' when the last one failed.
   */
  featuredStatus: WalletListStatus
  /**
   * The error of the last catalogue request that failed (a page, a search, the featured or the
   * recommended wallets); the next one that succeeds clears it.
   */
  error?: Error | undefined
}

/** Where a wallet catalogue request stands: none on its way, one on its way, the last failed. */
export type WalletListStatus = 'idle' | 'loading' | 'error'

/** Send state: the send form (docs/send-and-receive.md). */
export type SendState = {
  token?:
    | {
        address?: string | undefined
        symbol: string
        quantity: { decimals: number; numeric: string }
      }
    | undefined
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  receiverProfileImageUrl?: string | undefined
  receiverProfileName?: string | undefined
  networkBalanceInUSD?: string | undefined
  tokenBalances: readonly unknown[]
  loading: boolean
}

/** Variants of a notification. */
export type NotificationVariant = 'success' | 'loading' | 'error'

/** The notification toast (docs/core-state-and-router.md#the-stores). */
export type NotificationState = {
  message: string
  variant: NotificationVariant
  svg?: string | undefined
  open: boolean
  autoClose: boolean
}

export type ThemeState = {
  /** 'system' follows the visitor's colour-scheme preference. */
  themeMode: 'light' | 'dark' | 'system'
  /** Checked by resolveThemeVariables(); the UI sanitises each value again before CSS. */
  themeVariables: Readonly<ThemeVariables> & { readonly zIndex: number }
}

/**
 * The last event of the instance, for dApps that watch events
 * (docs/react-hooks.md#useevents-and-useporticoeventtype-handler).
 */
export type LastEventState = {
  last?: { timestamp: number; data: PorticoEvent } | undefined
}

/** Whether the instance has finished starting: mounted, and the last connection synced. */
export type LifecycleState = { initialized: boolean }

/** A blocking message the modal shows instead of its views (docs/errors.md#alert). */
export type AlertState = { alert?: { title: string; message: string } | undefined }

/**
 * Which view the modal shows the frame's own screens in (docs/embedded-wallet.md): approvals, the
 * wallet's screens, and the login and email-change steps whose codes are typed only into the frame
 * (issue 16).
 */
export type EmbeddedFrameView =
  | 'ApproveTransaction'
  | 'EmbeddedWalletFrame'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'

/**
 * The embedded wallet's frame (docs/embedded-wallet.md): `visible` while it asked to be shown
 * (FrameShow) and has not hidden since, in `view`. The modal then shows that view, whose slot
 * element the frame is placed over (attachEmbeddedFrame).
 */
export type EmbeddedFrameState = {
  visible: boolean
  view?: EmbeddedFrameView | undefined
}

/** Where a list of the Account view's tabs stands. `unsupported`: the network has none to show. */
export type AccountListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

/**
 * The Tokens tab's balances: read again after 30 s, and not for 30 s after a failure
 * (docs/account-tabs.md#tokens).
 */
export type TokenBalancesState = {
  /** CAIP-10 address (network included) the balances are of. */
  caipAddress?: string | undefined
  status: AccountListStatus
  /** Native first, then by value. */
  balances: readonly ApiBalance[]
  /** When they were read (ms since the epoch), for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
  /** After a failure no request is made before this time (BALANCE_RETRY_BLOCK_MS). */
  retryBlockedUntil?: number | undefined
}

/** The NFTs tab's tokens. */
export type NftsState = {
  /** CAIP-10 address (network included) the tokens are of. */
  caipAddress?: string | undefined
  status: AccountListStatus
  nfts: readonly ApiNft[]
  /** When they were read (ms since the epoch); reused for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
}

/** The Activity tab's transaction list, loaded a page at a time (docs/account-tabs.md). */
export type TransactionsState = {
  /** CAIP-10 address (network included) the transactions are of. */
  caipAddress?: string | undefined
  /** `loading` while the first page loads; later pages set `loadingMore`. */
  status: AccountListStatus
  /** The active chain's transactions, newest first; those of only spam NFTs are dropped. */
  transactions: readonly ApiHistoryItem[]
  /** True once every page is loaded and nothing is left to show. */
  empty: boolean
  /** Cursor of the next page; undefined when the last page is loaded. */
  next?: string | undefined
  loadingMore: boolean
  /** Why the last page failed ('Failed to fetch transactions'), while status is `error` or a later page failed. */
  error?: string | undefined
  /** When the first page was read (ms since the epoch); reused for BALANCE_CACHE_TTL_MS. */
  readAt?: number | undefined
}
