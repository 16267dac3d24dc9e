import type {
  FailedToFetchTransactionsError,
  TokenBalanceUnavailableError,
  TransactionsAccountRequiredError,
} from '../features/activity/errors.js'
import type {
  AdapterNotFoundError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  ModalClosedError,
  NoActiveCaipAddressError,
  WalletConnectConnectorNotFoundError,
} from '../features/connect/errors.js'
import type { EmailLoginCooldownError, InvalidEmailError } from '../features/email/errors.js'
import type {
  AuthConnectorNotFoundError,
  NotConnectedToEmailOrSocialError,
} from '../features/embeddedWallet/errors.js'
import type { ResolveNameError } from '../features/names/errors.js'
import type {
  OnrampAmountOutOfRangeError,
  OnrampInvalidAmountError,
  OnrampNetworkNotSupportedError,
  OnrampOptionsError,
  OnrampPopupBlockedError,
  OnrampProviderNotAvailableError,
  OnrampQuoteError,
  OnrampUrlError,
} from '../features/onramp/errors.js'
import type {
  InvalidReceiverError,
  InvalidSendAmountError,
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendRevertedError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../features/send/errors.js'
import type {
  AuthInitializationError,
  SignMessageError,
  SiwxNotEnabledError,
} from '../features/siwx/errors.js'
import type {
  FarcasterConnectionError,
  PopupClosedError,
  SocialConnectionInitError,
} from '../features/social/errors.js'
import type {
  ConvertApiError,
  InvalidSwapSlippageError,
  SwapAllowanceTooLowError,
  SwapApiNotConfiguredError,
  SwapNotReadyError,
  SwapRevertedError,
  SwapWalletUnavailableError,
} from '../features/swap/errors.js'
import type {
  InsufficientBalanceError,
  InvalidAddressError,
  TokenNotFoundError,
  TransactionNotConfirmedError,
  UnsupportedTransferError,
  UnsupportedWalletFeatureError,
  WalletResponseError,
} from './adapter.js'
import type { InvalidConfigurationError } from './config.js'
import type { UnknownError } from './generic.js'
import type {
  ChainNotSupportedError,
  NetworkNotFoundError,
  NetworkNotSupportedError,
  NoRpcUrlError,
} from './network.js'
import type { ToRpcErrorReturnType } from './toRpcError.js'

/*
 * What each public action of the instance throws, as viem's `GetBalanceErrorType` (docs/errors.md
 * explains each class). Written here, beside the error tree, while core's actions move into their
 * feature folders; each goes beside its action once that move has landed.
 */

/** What a wallet's own answer becomes: its spec §8 class by code, or what its adapter threw. */
export type WalletErrorType =
  | ToRpcErrorReturnType
  | WalletResponseError
  | UnsupportedWalletFeatureError
  | NoRpcUrlError

/** the `disconnect` action: a wallet that failed to let go (the dApp forgets it anyway). */
export type DisconnectErrorType = FailedToDisconnectError
/** the `disconnectConnection` action. */
export type DisconnectConnectionErrorType = FailedToDisconnectError
/** the `switchConnection` action. */
export type SwitchConnectionErrorType =
  | ConnectorNotFoundError
  | ConnectionRejectedError
  | FailedToConnectError
/** the `connectWalletConnect` action. */
export type ConnectWalletConnectErrorType =
  | AdapterNotFoundError
  | WalletConnectConnectorNotFoundError
  | ConnectionRejectedError
  | FailedToConnectError
/** the `switchNetwork` action: an unknown network, or the wallet's refusal (4001 …). */
export type SwitchNetworkErrorType = NetworkNotFoundError | ChainNotSupportedError | WalletErrorType
/** the `sendTokens` action: spec §5's checks, a revert, or the wallet's and node's errors. */
export type SendTokensErrorType =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | SendChainRequiredError
  | SendUnsupportedChainError
  | InvalidSendAmountError
  | SendRevertedError
  | InvalidAddressError
  | InsufficientBalanceError
  | UnsupportedTransferError
  | TokenNotFoundError
  | TransactionNotConfirmedError
  | WalletErrorType
/** the `estimateSendGas` action: the network's RPC failed or has no URL. */
export type EstimateSendGasErrorType = NoRpcUrlError | ToRpcErrorReturnType
/** the `resolveReceiver` action: neither an address nor a name that resolves. */
export type ResolveReceiverErrorType = InvalidReceiverError | ResolveNameError
/** the `swapTokens` action. */
export type SwapTokensErrorType =
  | SwapNotReadyError
  | NetworkNotSupportedError
  | SwapApiNotConfiguredError
  | ConvertApiError
  | SwapAllowanceTooLowError
  | SwapRevertedError
  | SwapWalletUnavailableError
  | WalletErrorType
/** the `fetchSwapQuote` action. */
export type FetchSwapQuoteErrorType =
  | NetworkNotSupportedError
  | SwapApiNotConfiguredError
  | ConvertApiError
/** the `setSwapSlippage` action. */
export type SetSwapSlippageErrorType = InvalidSwapSlippageError
/** the `signSiwxMessage` action (sign-in with wallet). */
export type SignSiwxMessageErrorType =
  | SiwxNotEnabledError
  | NoActiveCaipAddressError
  | AuthInitializationError
  | SignMessageError
/** the `connectEmail` action. */
export type ConnectEmailErrorType =
  | InvalidEmailError
  | EmailLoginCooldownError
  | AuthConnectorNotFoundError
/** the `updateEmail` action. */
export type UpdateEmailErrorType =
  | InvalidEmailError
  | AuthConnectorNotFoundError
  | NotConnectedToEmailOrSocialError
/** the `connectSocial` action. */
export type ConnectSocialErrorType =
  | AuthConnectorNotFoundError
  | SocialConnectionInitError
  | PopupClosedError
  | ModalClosedError
  | FailedToConnectError
/** the `connectFarcaster` action. */
export type ConnectFarcasterErrorType = AuthConnectorNotFoundError | FarcasterConnectionError
/** the `setPreferredAccountType` action. */
export type SetPreferredAccountTypeErrorType = AuthConnectorNotFoundError | UnknownError
/** the `fetchTransactions` action. */
export type FetchTransactionsErrorType =
  | FailedToFetchTransactionsError
  | TransactionsAccountRequiredError
/** the `fetchTokenBalances` action. */
export type FetchTokenBalancesErrorType = TokenBalanceUnavailableError
/** the `fetchOnrampOptions` action (the defaults are used; the error says why). */
export type FetchOnrampOptionsErrorType = OnrampNetworkNotSupportedError | OnrampOptionsError
/** the `fetchOnrampQuote` action. */
export type FetchOnrampQuoteErrorType =
  | OnrampNetworkNotSupportedError
  | OnrampInvalidAmountError
  | OnrampAmountOutOfRangeError
  | OnrampQuoteError
/** the `openOnramp` action. */
export type OpenOnrampErrorType =
  | AdapterNotFoundError
  | NoActiveCaipAddressError
  | OnrampNetworkNotSupportedError
  | OnrampProviderNotAvailableError
  | OnrampPopupBlockedError
  | OnrampUrlError
/** the `setThemeMode` and `setThemeVariables` actions: a value the theme refuses. */
export type SetThemeErrorType = InvalidConfigurationError
