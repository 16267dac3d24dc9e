/**
 * `@portico/core`: what a dApp uses — `createPortico`, the instance's types, the options and
 * state types, the error classes (docs/errors.md) and a few CAIP helpers. Portico's own packages
 * import the rest from `@portico/core/internal` (not covered by semver).
 */
export type * from './adapter/AuthAdapter.js'
export type * from './adapter/ChainAdapter.js'
export type * from './adapter/MultiNamespaceAdapter.js'
export type { FormatQuantityParameters } from './amounts/formatQuantity.js'
export type { FormatTokenValueParameters } from './amounts/formatTokenValue.js'
export type { ApplyTelegramSocialRulesParameters } from './config/applyTelegramSocialRules.js'
export type { CheckOriginParameters } from './config/checkOrigin.js'
export type { CheckOriginForLoginParameters } from './config/checkOriginForLogin.js'
export type { TelegramPlatform } from './config/detectTelegramPlatform.js'
export {
  AllowedOriginsFetchError,
  type ConfigAlert,
  type ConfigAlertCode,
  InvalidRemoteConfigError,
} from './config/errors.js'
export type * from './config/fetchAllowedOrigins.js'
export type * from './config/fetchRemoteConfig.js'
export type {
  LoadRemoteConfigParameters,
  LoadRemoteConfigReturnType,
} from './config/loadRemoteConfig.js'
export type * from './config/mergeFeatures.js'
export type * from './config/options.js'
export type * from './config/resolveOptions.js'
export { SDK_VERSION } from './constants.js'
export type * from './context.js'
export { type CreatePorticoParameters, createPortico } from './createPortico.js'
export type { FormatAuthUserLabelParameters } from './display/formatAuthUserLabel.js'
export type * from './display/formatRelativeTime.js'
export {
  InsufficientBalanceError,
  InvalidAddressError,
  NetworkNamespaceMismatchError,
  TokenNotFoundError,
  TransactionNotConfirmedError,
  UnsupportedTransferError,
  UnsupportedWalletFeatureError,
  WalletResponseError,
} from './errors/adapter.js'
export { type Alert, type AlertCode, AlertError, type AlertVariant } from './errors/alerts.js'
export { InvalidConfigurationError, ProjectIdNotConfiguredError } from './errors/config.js'
export { GenericError, UnknownError } from './errors/generic.js'
export {
  ChainIdNotFoundError,
  ChainNotSupportedError,
  JsonRpcProviderNotFoundError,
  NetworkControllerClientNotSetError,
  NetworkNotFoundError,
  NetworkNotSupportedError,
  NoRpcUrlError,
} from './errors/network.js'
export {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
} from './errors/node.js'
export { PorticoError, type PorticoErrorParameters } from './errors/PorticoError.js'
export { parseNodeError } from './errors/parseNodeError.js'
export {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateBundleIdError,
  ProviderDisconnectedError,
  RpcMethodNotAllowedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './errors/provider.js'
export { RequestAbortedError } from './errors/request.js'
export {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  type RpcErrorParameters,
  RpcRequestError,
  TransactionRejectedRpcError,
} from './errors/rpc.js'
export { type ToRpcErrorReturnType, toRpcError, type WalletErrorType } from './errors/toRpcError.js'
export { InvalidTimestampError, NamespaceNotConfiguredError } from './errors/validation.js'
export type { PorticoEvent, PorticoEventListener } from './events/createEmitter.js'
export type * from './features/account/createAccountActions.js'
export type { ApiBalance } from './features/account/readApiBalance.js'
export type { PendingTransaction } from './features/activity/ActivityState.js'
export type * from './features/activity/createActivityActions.js'
export {
  FailedToFetchTransactionsError,
  TokenBalanceUnavailableError,
  TransactionsAccountRequiredError,
} from './features/activity/errors.js'
export type { FetchNftsParameters } from './features/activity/fetchNfts.js'
export type { FetchTokenBalancesParameters } from './features/activity/fetchTokenBalances.js'
export type { FetchTransactionsParameters } from './features/activity/fetchTransactions.js'
export type * from './features/activity/readApiHistory.js'
export type { ApiNft } from './features/activity/readApiNfts.js'
export type * from './features/analytics/createAnalytics.js'
export type * from './features/connect/connect.js'
export type { ConnectFromModalParameters } from './features/connect/connectFromModal.js'
export type { ConnectWalletParameters } from './features/connect/connectWallet.js'
export type { ConnectWalletConnectParameters } from './features/connect/connectWalletConnect.js'
export type * from './features/connect/createConnectionActions.js'
export type { DisconnectParameters } from './features/connect/disconnect.js'
export type { DisconnectConnectionParameters } from './features/connect/disconnectConnection.js'
export {
  AdapterNotFoundError,
  ConnectBeforeRequestError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  InvalidConnectionStatusError,
  ModalClosedError,
  NoActiveCaipAddressError,
  SignClientNotInitializedError,
  WalletConnectConnectorNotFoundError,
} from './features/connect/errors.js'
export type { PairingState } from './features/connect/PairingState.js'
export type {
  SwitchConnectionParameters,
  SwitchConnectionReturnType,
} from './features/connect/switchConnection.js'
export type {
  ConnectEmailParameters,
  ConnectEmailReturnType,
} from './features/email/connectEmail.js'
export type * from './features/email/createEmailActions.js'
export { EmailLoginCooldownError, InvalidEmailError } from './features/email/errors.js'
export type { UpdateEmailParameters, UpdateEmailReturnType } from './features/email/updateEmail.js'
export type * from './features/embeddedWallet/createEmbeddedWalletActions.js'
export {
  AddressOrAuthConnectorNotFoundError,
  AuthConnectorNotFoundError,
  EmailLoginDependencyError,
  NotConnectedToEmailOrSocialError,
} from './features/embeddedWallet/errors.js'
export type { EmbeddedWalletInfo } from './features/embeddedWallet/getEmbeddedWalletInfo.js'
export type { ModalActions } from './features/modal/createModalActions.js'
export type { OpenModalParameters } from './features/modal/modal.js'
export type * from './features/names/createNamesActions.js'
export {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  InvalidAccountNameError,
  type InvalidAccountNameReason,
  InvalidChainIdError,
  NameApiError,
  RegisterNameError,
  ResolveNameError,
} from './features/names/errors.js'
export type {
  FetchNameSuggestionsParameters,
  FetchNameSuggestionsReturnType,
} from './features/names/fetchNameSuggestions.js'
export type * from './features/names/profileApi.js'
export type { ConfirmNetworkSwitchParameters } from './features/network/confirmNetworkSwitch.js'
export type * from './features/network/createNetworkActions.js'
export type { SwitchFromUnsupportedChainParameters } from './features/network/switchFromUnsupportedChain.js'
export type * from './features/onramp/createOnrampActions.js'
export type { OnrampOptions } from './features/onramp/defaults.js'
export {
  OnrampAmountOutOfRangeError,
  OnrampInvalidAmountError,
  OnrampNetworkNotSupportedError,
  OnrampOptionsError,
  OnrampPopupBlockedError,
  OnrampProviderNotAvailableError,
  OnrampPurchaseTimeoutError,
  OnrampQuoteError,
  OnrampUrlError,
  OnrampWalletDisconnectedError,
} from './features/onramp/errors.js'
export type { EstimateOnrampQuoteParameters } from './features/onramp/estimateOnrampQuote.js'
export type * from './features/onramp/OnrampState.js'
export type * from './features/onramp/onrampApi.js'
export type * from './features/send/createSendActions.js'
export {
  InvalidReceiverError,
  InvalidSendAmountError,
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendRevertedError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './features/send/errors.js'
export type {
  EstimateSendGasParameters,
  EstimateSendGasReturnType,
} from './features/send/estimateSendGas.js'
export type { ResolveReceiverParameters } from './features/send/resolveReceiver.js'
export type { SendTokensReturnType } from './features/send/sendTokens.js'
export type { SendReceiver } from './features/send/setSendReceiver.js'
export type { SendToken } from './features/send/setSendToken.js'
export type * from './features/siwx/createSiwxActions.js'
export {
  AuthInitializationError,
  SignMessageError,
  SiwxNotEnabledError,
} from './features/siwx/errors.js'
export type {
  SiweCreateMessageArgs,
  SiweMessageParams,
  SiweSession,
  SiweVerifyMessageArgs,
} from './features/siwx/SiweConfig.js'
export type { ConnectSocialParameters } from './features/social/connectSocial.js'
export type * from './features/social/createSocialActions.js'
export {
  FarcasterConnectionError,
  PopupClosedError,
  SocialConnectionInitError,
} from './features/social/errors.js'
export type * from './features/swap/convertApi.js'
export type * from './features/swap/createSwapActions.js'
export {
  ConvertApiError,
  getConvertApiError,
  InvalidSwapSlippageError,
  SwapAllowanceTooLowError,
  SwapApiNotConfiguredError,
  SwapNotReadyError,
  SwapRevertedError,
  SwapWalletUnavailableError,
  toConvertApiError,
} from './features/swap/errors.js'
export type * from './features/swap/SwapState.js'
export type { SetSwapSlippageErrorType, SlippageToBpsErrorType } from './features/swap/slippage.js'
export type { SwapTokensReturnType } from './features/swap/swapTokens.js'
export type * from './features/theme/createThemeActions.js'
export type { SetThemeErrorType } from './features/theme/setThemeVariables.js'
export type {
  AllWalletsItem,
  BuildAllWalletsListParameters,
} from './features/walletList/buildAllWalletsList.js'
export type {
  CatalogueImageKind,
  CatalogueImageUrlParameters,
} from './features/walletList/catalogueImageUrl.js'
export type {
  FetchWalletListParameters,
  WalletListActions,
} from './features/walletList/createWalletListActions.js'
export type { OrderWalletsParameters, WalletListItem } from './features/walletList/orderWallets.js'
export type { WalletBadgeType } from './features/walletList/readWallets.js'
export type { SearchWalletsParameters } from './features/walletList/searchWallets.js'
export type { WalletTarget, WalletTargetParameters } from './features/walletList/walletTarget.js'
export type * from './http/createHttpClient.js'
export { HttpRequestError, HttpStatusError, HttpTimeoutError } from './http/errors.js'
export type * from './instance/Portico.js'
export type {
  AuthorizeRpcRequestParameters,
  RpcPermissionNotification,
} from './rpc/authorizeRpcRequest.js'
export type { RpcRequestTracker } from './rpc/createRpcRequestTracker.js'
export { isRetryableError } from './rpc/isRetryableError.js'
export type * from './rpc/permissions.js'
export type { WithRetryParameters } from './rpc/withRetry.js'
export { cookieToInitialState } from './ssr/cookieToInitialState.js'
export type { PorticoInitialState } from './ssr/PorticoInitialState.js'
export type * from './state/types.js'
export {
  COOKIE_MAX_AGE_S,
  type CreateCookieStorageParameters,
  createCookieStorage,
} from './storage/createCookieStorage.js'
export { createMemoryStorage, type PorticoStorage } from './storage/createStorage.js'
export type { StorageKey } from './storage/storageKeys.js'
export type { Store, StoreListener } from './store/createStore.js'
export type { Connector, ConnectorType } from './types/connector.js'
export type * from './types/network.js'
export { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './utils/caip.js'
export type { WalletLink } from './utils/formatWalletLink.js'
export type { AssertNamespaceConfiguredParameters } from './validation/assertNamespaceConfigured.js'
export type { CheckEmailCooldownParameters } from './validation/checkEmailCooldown.js'
export type { FilterTransactionsParameters } from './validation/filterTransactions.js'
export type { IsBalanceSupportedParameters } from './validation/isBalanceSupported.js'
export type * from './validation/types.js'
export type {
  ValidateSendParametersParameters,
  ValidateSendParametersReturnType,
} from './validation/validateSendParameters.js'
