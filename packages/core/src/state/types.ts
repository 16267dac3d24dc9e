import type { PorticoError } from '../errors/PorticoError.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/network.js'

/** Views of the modal, named as spec §2 names them. */
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

/** One entry of the router's history: a view and what it needs to render. */
export type RouterEntry = { view: ViewName; data?: { connectorId?: string } | undefined }

export type ModalState = { open: boolean }
export type RouterState = { history: readonly RouterEntry[] }

/** Connection status of the widget (spec §4). */
export type AccountStatus = 'disconnected' | 'connecting' | 'connected'

/** Account state of one namespace (spec §3); grows with later features. */
export type AccountState = {
  status: AccountStatus
  address?: string | undefined
  caipAddress?: CaipAddress | undefined
  /** Native balance formatted for display (truncated to 3 decimals). */
  balance?: string | undefined
  balanceSymbol?: string | undefined
  connectorId?: string | undefined
}

export type ChainsState = {
  activeNamespace: ChainNamespace
  activeNetwork: Network
  accounts: Partial<Record<ChainNamespace, AccountState>>
}

/** The connection attempt in progress, shown by the Connecting views. */
export type ConnectionAttemptState = {
  connectorId?: string | undefined
  pending: boolean
  error?: PorticoError | undefined
}

/** A blocking message the modal shows instead of its views (spec §8 "Alerts"). */
export type AlertState = { alert?: { title: string; message: string } | undefined }
