import type { SocialProvider } from '../config/options.js'
import type { ChainNamespace, Network } from '../types/network.js'
import type { WalletCatalogueEntry } from './types.js'

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
