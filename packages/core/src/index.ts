export {
  type AuthAdapter,
  type AuthConnectorAdapter,
  type AuthProvider,
  type AuthUser,
  type ConnectEmailAction,
  type EmbeddedFrameView,
  isAuthAdapter,
  type PopupSocialProvider,
} from './adapter/AuthAdapter.js'
export type {
  AdapterConnectResult,
  AdapterContext,
  AdapterContractCall,
  AdapterEvent,
  AdapterGasEstimate,
  AdapterTransactionRequest,
  ChainAdapter,
} from './adapter/ChainAdapter.js'
export {
  type ConnectorAdapter,
  isMultiNamespaceAdapter,
  type MultiNamespaceAdapter,
  type MultiNamespaceAdapterContext,
} from './adapter/MultiNamespaceAdapter.js'
export { cleanAmountInput } from './amounts/cleanAmountInput.js'
export { compareDecimalText } from './amounts/compareDecimalText.js'
export { formatBalance } from './amounts/formatBalance.js'
export { formatBps } from './amounts/formatBps.js'
export { formatFiat } from './amounts/formatFiat.js'
export { formatPercent } from './amounts/formatPercent.js'
export { formatPurchaseAmount } from './amounts/formatPurchaseAmount.js'
export { type FormatQuantityParameters, formatQuantity } from './amounts/formatQuantity.js'
export { formatSwapRate } from './amounts/formatSwapRate.js'
export { formatTokenAmount } from './amounts/formatTokenAmount.js'
export { type FormatTokenValueParameters, formatTokenValue } from './amounts/formatTokenValue.js'
export { formatTruncatedAmount } from './amounts/formatTruncatedAmount.js'
export { formatTruncatedQuantity } from './amounts/formatTruncatedQuantity.js'
export { parseTokenAmount } from './amounts/parseTokenAmount.js'
export { parseUnsignedDecimal } from './amounts/parseUnsignedDecimal.js'
export { quantityToBaseUnits } from './amounts/quantityToBaseUnits.js'
export { quantityValueUsd } from './amounts/quantityValueUsd.js'
export { subtractDecimalText } from './amounts/subtractDecimalText.js'
export { SWAP_RATE_SIGNIFICANT_DIGITS, swapRate } from './amounts/swapRate.js'
export { swapRateNumber } from './amounts/swapRateNumber.js'
export { tokenValueUsd } from './amounts/tokenValueUsd.js'
export { tryParseTokenAmount } from './amounts/tryParseTokenAmount.js'
export { typedAmountValueUsd } from './amounts/typedAmountValueUsd.js'
export {
  type ApplyTelegramSocialRulesParameters,
  applyTelegramSocialRules,
} from './config/applyTelegramSocialRules.js'
export { type CheckOriginParameters, checkOrigin } from './config/checkOrigin.js'
export {
  type CheckOriginForLoginParameters,
  checkOriginForLogin,
} from './config/checkOriginForLogin.js'
export { detectTelegramPlatform, type TelegramPlatform } from './config/detectTelegramPlatform.js'
export {
  AllowedOriginsFetchError,
  type ConfigAlert,
  type ConfigAlertCode,
  configAlert,
  InvalidRemoteConfigError,
} from './config/errors.js'
export {
  type FetchAllowedOriginsErrorType,
  type FetchAllowedOriginsParameters,
  type FetchAllowedOriginsReturnType,
  fetchAllowedOrigins,
} from './config/fetchAllowedOrigins.js'
export {
  type FetchRemoteConfigErrorType,
  type FetchRemoteConfigParameters,
  fetchRemoteConfig,
  type RemoteConfigFeature,
  type RemoteConfigResponse,
  type RemoteFeatures,
} from './config/fetchRemoteConfig.js'
export { isLoginEnabled } from './config/isLoginEnabled.js'
export { isOriginAllowed } from './config/isOriginAllowed.js'
export {
  type LoadRemoteConfigParameters,
  type LoadRemoteConfigReturnType,
  loadRemoteConfig,
  REMOTE_CONFIG_STORAGE_KEY,
} from './config/loadRemoteConfig.js'
export {
  LOCAL_CONFIGURATION_IGNORED,
  type LocalConfigurationIgnoredWarning,
  type MergeFeaturesParameters,
  type MergeFeaturesReturnType,
  mergeFeatures,
} from './config/mergeFeatures.js'
export {
  type ConnectMethod,
  type ConnectorTypeOrderItem,
  type CustomWallet,
  DEFAULT_ACCOUNT_NAME_ZONE,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  type DefaultAccountTypes,
  FEATURE_TOGGLES,
  type Features,
  type FeatureToggle,
  type PorticoMetadata,
  type PorticoOptions,
  type ResolvedFeatures,
  type ResolvedOptions,
  type SiweConfig,
  type SiwxConfig,
  type SiwxMessage,
  type SiwxSession,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type ThemeMode,
  type ThemeVariables,
  type WalletFeature,
} from './config/options.js'
export {
  type ResolveOptionsErrorType,
  type ResolveOptionsParameters,
  type ResolveOptionsReturnType,
  resolveOptions,
} from './config/resolveOptions.js'
export { walletFeaturesFor } from './config/walletFeaturesFor.js'
export * from './constants.js'
export type { OptionsState, PorticoRuntimeOptions, PorticoStores } from './context.js'
export { type CreatePorticoParameters, createPortico } from './createPortico.js'
export {
  type FormatAuthUserLabelParameters,
  formatAuthUserLabel,
} from './display/formatAuthUserLabel.js'
export { formatDiscordUsername } from './display/formatDiscordUsername.js'
export { formatEmail } from './display/formatEmail.js'
export {
  type FormatRelativeTimeParameters,
  type FormatRelativeTimeReturnType,
  formatRelativeTime,
  type RelativeTimeUnit,
} from './display/formatRelativeTime.js'
export { formatRelativeTimeEn } from './display/formatRelativeTimeEn.js'
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
export {
  ALERTS,
  type Alert,
  type AlertCode,
  AlertError,
  type AlertVariant,
  alertCodeFromHttpStatus,
} from './errors/alerts.js'
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
  PROVIDER_RPC_ERRORS,
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
  JSON_RPC_ERRORS,
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
export type {
  AccountActions,
  AccountActionsErrorTypes,
  SetPreferredAccountTypeErrorType,
} from './features/account/createAccountActions.js'
export type { ApiBalance } from './features/account/readApiBalance.js'
export type {
  ActivityActions,
  ActivityActionsErrorTypes,
  FetchTokenBalancesErrorType,
  FetchTransactionsErrorType,
} from './features/activity/createActivityActions.js'
export {
  FailedToFetchTransactionsError,
  TokenBalanceUnavailableError,
  TransactionsAccountRequiredError,
} from './features/activity/errors.js'
export type { FetchNftsParameters } from './features/activity/fetchNfts.js'
export type { FetchTokenBalancesParameters } from './features/activity/fetchTokenBalances.js'
export type { FetchTransactionsParameters } from './features/activity/fetchTransactions.js'
export type {
  ApiHistoryItem,
  ApiHistoryPage,
  ApiHistoryTransfer,
  TransferDirection,
} from './features/activity/readApiHistory.js'
export type { ApiNft } from './features/activity/readApiNfts.js'
export {
  type Analytics,
  type AnalyticsEventName,
  type AnalyticsPayload,
  type AnalyticsProps,
  type AnalyticsSendResult,
  type AnalyticsSkipReason,
  type CreateAnalyticsParameters,
  createAnalytics,
} from './features/analytics/createAnalytics.js'
export type {
  ConnectErrorType,
  ConnectParameters,
  ConnectReturnType,
} from './features/connect/connect.js'
export type { ConnectFromModalParameters } from './features/connect/connectFromModal.js'
export type { ConnectWalletParameters } from './features/connect/connectWallet.js'
export type { ConnectWalletConnectParameters } from './features/connect/connectWalletConnect.js'
export type {
  AssertConnectionStatusErrorType,
  ConnectionActions,
  ConnectionActionsErrorTypes,
  ConnectWalletConnectErrorType,
  ConnectWalletErrorType,
  DisconnectConnectionErrorType,
  SwitchConnectionErrorType,
} from './features/connect/createConnectionActions.js'
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
export { RECONNECT_DISCOVERY_TIMEOUT_MS } from './features/connect/reconnect.js'
export type {
  SwitchConnectionParameters,
  SwitchConnectionReturnType,
} from './features/connect/switchConnection.js'
export type {
  ConnectEmailParameters,
  ConnectEmailReturnType,
} from './features/email/connectEmail.js'
export type {
  ConnectEmailErrorType,
  ConnectOtpErrorType,
  EmailActions,
  EmailActionsErrorTypes,
  UpdateEmailErrorType,
} from './features/email/createEmailActions.js'
export { EmailLoginCooldownError, InvalidEmailError } from './features/email/errors.js'
export {
  UPDATE_EMAIL_SUCCESS_MESSAGE,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
} from './features/email/updateEmail.js'
export type {
  EmbeddedWalletActions,
  EmbeddedWalletActionsErrorTypes,
  ExportEmbeddedKeyErrorType,
} from './features/embeddedWallet/createEmbeddedWalletActions.js'
export {
  AddressOrAuthConnectorNotFoundError,
  AuthConnectorNotFoundError,
  EmailLoginDependencyError,
  NotConnectedToEmailOrSocialError,
} from './features/embeddedWallet/errors.js'
export {
  type EmbeddedWalletInfo,
  getEmbeddedWalletInfo,
} from './features/embeddedWallet/getEmbeddedWalletInfo.js'
export type { ModalActions } from './features/modal/createModalActions.js'
export type { OpenModalParameters } from './features/modal/modal.js'
export type {
  FetchNameSuggestionsErrorType,
  NamesActions,
  NamesActionsErrorTypes,
  RegisterAccountNameErrorType,
} from './features/names/createNamesActions.js'
export {
  FetchNameSuggestionsError,
  FetchNamesForAddressError,
  getNameApiErrorReason,
  InvalidAccountNameError,
  type InvalidAccountNameReason,
  InvalidChainIdError,
  NameApiError,
  RegisterNameError,
  ResolveNameError,
} from './features/names/errors.js'
export {
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  toAccountNameLabel,
} from './features/names/fetchNameSuggestions.js'
export {
  type AccountName,
  type AccountNameAddress,
  type AccountNameAttributes,
  type AccountNameMessage,
  createAccountNameMessage,
  isAccountName,
  type NameSuggestion,
  type ProfileApiParameters,
  type ReadAccountNameParameters,
  type ReadNameSuggestionsParameters,
  type ReadReverseNamesParameters,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  readAccountName,
  readNameSuggestions,
  readReverseNames,
  registerAccountName,
} from './features/names/profileApi.js'
export type { ConfirmNetworkSwitchParameters } from './features/network/confirmNetworkSwitch.js'
export type {
  NetworkActions,
  NetworkActionsErrorTypes,
  RemoveNetworkErrorType,
} from './features/network/createNetworkActions.js'
export { AUTH_CONNECTOR_NAMESPACES } from './features/network/requestNetworkSwitch.js'
export type { SwitchFromUnsupportedChainParameters } from './features/network/switchFromUnsupportedChain.js'
export {
  ONRAMP_ESTIMATE_DECIMALS,
  ONRAMP_ESTIMATE_QUOTE_ID,
  ONRAMP_FIAT_DECIMALS,
  ONRAMP_POPUP_HEIGHT_PX,
  ONRAMP_POPUP_NAME,
  ONRAMP_POPUP_WIDTH_PX,
  ONRAMP_PURCHASE_POLL_MS,
  ONRAMP_PURCHASE_TIMEOUT_MS,
  ONRAMP_USD_STABLE_SYMBOLS,
} from './features/onramp/constants.js'
export type {
  FetchOnrampOptionsErrorType,
  FetchOnrampQuoteErrorType,
  OnrampActions,
  OnrampActionsErrorTypes,
  OpenOnrampActionParameters,
  OpenOnrampErrorType,
} from './features/onramp/createOnrampActions.js'
export {
  ONRAMP_DEFAULT_OPTIONS,
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_DEFAULT_PURCHASE_SYMBOL,
  type OnrampOptions,
  USDC_ETHEREUM_ADDRESS,
  USDC_POLYGON_ADDRESS,
} from './features/onramp/defaults.js'
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
export {
  type EstimateOnrampQuoteParameters,
  estimateOnrampQuote,
} from './features/onramp/estimateOnrampQuote.js'
export {
  initialOnrampState,
  type OnrampAmount,
  type OnrampNetwork,
  type OnrampPaymentCurrency,
  type OnrampPaymentMethodLimit,
  type OnrampPurchase,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
  type OnrampState,
} from './features/onramp/OnrampState.js'
export {
  isHttpUrl,
  type OnrampApiParameters,
  type OnrampDestinationWallet,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  parseOnrampOptions,
  parseOnrampQuote,
} from './features/onramp/onrampApi.js'
export {
  defaultPaymentCurrency,
  defaultPurchaseCurrency,
  findOnrampNetwork,
  isNativeContractAddress,
  isOnrampNamespace,
  onrampCurrenciesOn,
} from './features/onramp/onrampNetwork.js'
export { openOnrampPopup } from './features/onramp/openOnrampPopup.js'
export { onrampPartnerUserId } from './features/onramp/partnerUserId.js'
export { onrampAmountLimits, validateOnrampAmount } from './features/onramp/validateOnrampAmount.js'
export type {
  EstimateSendGasErrorType,
  ResolveReceiverErrorType,
  SendActions,
  SendActionsErrorTypes,
  SendTokensErrorType,
  SetSendMaxAmountErrorType,
} from './features/send/createSendActions.js'
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
export { SEND_SUCCESS_MESSAGE, type SendTokensReturnType } from './features/send/sendTokens.js'
export { ERC20_TRANSFER_ABI, tokenContractAddress } from './features/send/sendTokensTransfer.js'
export { SEND_MAX_GAS_RESERVE_FACTOR } from './features/send/setSendMaxAmount.js'
export type { SendReceiver } from './features/send/setSendReceiver.js'
export type { SendToken } from './features/send/setSendToken.js'
export type {
  CancelSiwxErrorType,
  SignSiwxMessageErrorType,
  SiwxActions,
  SiwxActionsErrorTypes,
} from './features/siwx/createSiwxActions.js'
export {
  AuthInitializationError,
  SignMessageError,
  SiwxNotEnabledError,
} from './features/siwx/errors.js'
export type { ConnectSocialParameters } from './features/social/connectSocial.js'
export type {
  ConnectFarcasterErrorType,
  ConnectSocialErrorType,
  SocialActions,
  SocialActionsErrorTypes,
} from './features/social/createSocialActions.js'
export {
  FarcasterConnectionError,
  PopupClosedError,
  SocialConnectionInitError,
} from './features/social/errors.js'
export { openSocialPopup, SOCIAL_POPUP_NAME } from './features/social/openSocialPopup.js'
export type {
  ConvertGasPrice,
  ConvertQuote,
  ConvertToken,
  ConvertTransaction,
} from './features/swap/convertApi.js'
export type {
  FetchSwapQuoteErrorType,
  SetSwapMaxAmountErrorType,
  SetSwapSourceTokenAmountErrorType,
  SetSwapSourceTokenErrorType,
  SetSwapToTokenErrorType,
  SwapActions,
  SwapActionsErrorTypes,
  SwapTokensErrorType,
  SwitchSwapTokensErrorType,
} from './features/swap/createSwapActions.js'
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
export { isSameSwapToken } from './features/swap/isSameSwapToken.js'
export { isSwapNetwork } from './features/swap/isSwapNetwork.js'
export { maxSwapAmount, SWAP_MAX_GAS_RESERVE_FACTOR } from './features/swap/maxSwapAmount.js'
export { swapNetworkFee } from './features/swap/networkFee.js'
export { swapPriceImpact } from './features/swap/priceImpact.js'
export {
  initialSwapState,
  type SwapQuote,
  type SwapState,
  type SwapToken,
  type SwapTransaction,
} from './features/swap/SwapState.js'
export {
  BPS_DENOMINATOR,
  minimumReceived,
  type SetSwapSlippageErrorType,
  type SlippageToBpsErrorType,
  slippageToBps,
} from './features/swap/slippage.js'
export { sortSwapTokens } from './features/swap/sortSwapTokens.js'
export { swapFeeAmount } from './features/swap/swapFee.js'
export {
  isNativeSwapToken,
  nativeSwapTokenAddress,
  swapTokenContract,
} from './features/swap/swapTokenAddress.js'
export { SWAP_SUCCESS_MESSAGE, type SwapTokensReturnType } from './features/swap/swapTokens.js'
export type {
  SetThemeModeErrorType,
  SetThemeVariablesErrorType,
  ThemeActions,
  ThemeActionsErrorTypes,
} from './features/theme/createThemeActions.js'
export type { SetThemeErrorType } from './features/theme/setThemeVariables.js'
export {
  type AllWalletsItem,
  type BuildAllWalletsListParameters,
  buildAllWalletsList,
} from './features/walletList/buildAllWalletsList.js'
export type {
  FetchWalletListParameters,
  WalletListActions,
} from './features/walletList/createWalletListActions.js'
export {
  type OrderWalletsParameters,
  orderWallets,
  type WalletListItem,
} from './features/walletList/orderWallets.js'
export type { SearchWalletsParameters } from './features/walletList/searchWallets.js'
export { walletSupportsNamespaces } from './features/walletList/walletSupportsNamespaces.js'
export {
  hasAppLink,
  type WalletTarget,
  type WalletTargetParameters,
  walletTarget,
} from './features/walletList/walletTarget.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpQuery,
  type HttpRequestParameters,
} from './http/createHttpClient.js'
export { HttpRequestError, HttpStatusError, HttpTimeoutError } from './http/errors.js'
export type { Portico, PorticoReadonlyStores, ReadonlyStore } from './instance/Portico.js'
export {
  type AuthorizeRpcRequestParameters,
  authorizeRpcRequest,
  type RpcPermissionNotification,
} from './rpc/authorizeRpcRequest.js'
export { createRpcRequestTracker, type RpcRequestTracker } from './rpc/createRpcRequestTracker.js'
export { isRetryableError, RETRYABLE_HTTP_STATUSES } from './rpc/isRetryableError.js'
export {
  classifyRpcMethod,
  NOT_SAFE_RPC_METHODS,
  type NotSafeRpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
} from './rpc/permissions.js'
export { getRetryDelayMs, type WithRetryParameters, withRetry } from './rpc/withRetry.js'
export type {
  AccountListStatus,
  AccountState,
  AccountStatus,
  AccountTab,
  AccountType,
  AccountUser,
  AlertState,
  ChainsState,
  ConnectAttemptState,
  Connection,
  ConnectionAccount,
  ConnectionAccountType,
  ConnectionStatus,
  ConnectionsState,
  ConnectorsState,
  EmailCodeParams,
  EmbeddedFrameState,
  LastEventState,
  LifecycleState,
  ModalState,
  NftsState,
  NotificationState,
  NotificationVariant,
  RecentWallet,
  RouterEntry,
  RouterParams,
  RouterState,
  SendState,
  ThemeState,
  TokenBalancesState,
  TransactionsState,
  ViewName,
  ViewWithOptionalParams,
  ViewWithoutParams,
  WalletCatalogueEntry,
  WalletListState,
  WalletListStatus,
} from './state/types.js'
export { VIEW_NAMES } from './state/types.js'
export {
  createMemoryStorage,
  type PorticoStorage,
  STORAGE_KEY_PREFIX,
  STORAGE_KEYS,
} from './storage/createStorage.js'
export {
  STORAGE_KEYS_ALL,
  type StorageKey,
  WALLET_STORAGE_KEY_PREFIX,
} from './storage/storageKeys.js'
export { createStore, type Store, type StoreListener } from './store/createStore.js'
export type { Connector, ConnectorType } from './types/connector.js'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type Network,
} from './types/network.js'
export { addressExplorerUrl } from './utils/addressExplorerUrl.js'
export { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './utils/caip.js'
export { formatNativeUrl, formatUniversalUrl, type WalletLink } from './utils/formatWalletLink.js'
export { shortenAddress } from './utils/shortenAddress.js'
export {
  type AssertNamespaceConfiguredParameters,
  assertNamespaceConfigured,
} from './validation/assertNamespaceConfigured.js'
export { chainIdToCoinType } from './validation/chainIdToCoinType.js'
export {
  type CheckEmailCooldownParameters,
  checkEmailCooldown,
} from './validation/checkEmailCooldown.js'
export {
  type FilterTransactionsParameters,
  filterTransactions,
} from './validation/filterTransactions.js'
export { isApiBalance } from './validation/isApiBalance.js'
export {
  type IsBalanceSupportedParameters,
  isBalanceSupported,
} from './validation/isBalanceSupported.js'
export { isEmail } from './validation/isEmail.js'
export { isEvmAddress } from './validation/isEvmAddress.js'
export { isPairingUriExpired } from './validation/isPairingUriExpired.js'
export { isRestrictedTimezone, RESTRICTED_TIMEZONES } from './validation/isRestrictedTimezone.js'
export { isSignedMessage } from './validation/isSignedMessage.js'
export { isSolanaAddress } from './validation/isSolanaAddress.js'
export { isTransactionHash } from './validation/isTransactionHash.js'
export { parseOnrampProviders } from './validation/parseOnrampProviders.js'
export type {
  Hex,
  TransactionHistoryItem,
  TransactionTransfer,
  WalletAsset,
  WalletAssetType,
} from './validation/types.js'
export { validateAccountName } from './validation/validateAccountName.js'
export { validateAssetResponse } from './validation/validateAssetResponse.js'
export {
  type ValidateSendParametersParameters,
  type ValidateSendParametersReturnType,
  validateSendParameters,
} from './validation/validateSendParameters.js'
