import type { ThemeVariables } from '../config/options.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { PorticoEvent } from '../events/createEmitter.js'
import type { Connector } from '../types/connector.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/network.js'

export * from '../features/activity/ActivityState.js'
export * from './router.js'

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
  /** `certified` while the search lists certified wallets only (`badge_type` of the catalogue search, [docs/react-hooks.md](docs/react-hooks.md)). */
  badge?: 'certified' | undefined
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
