/**
 * `@portico/core/internal`: everything `@portico/core` exports, plus the helpers, constants and
 * building blocks Portico's own packages (react, the adapters, the services) share. Not for dApps:
 * nothing here is covered by semver.
 */

export { isAuthAdapter } from './adapter/AuthAdapter.js'
export { isMultiNamespaceAdapter } from './adapter/MultiNamespaceAdapter.js'
export { cleanAmountInput } from './amounts/cleanAmountInput.js'
export { compareDecimalText } from './amounts/compareDecimalText.js'
export { formatBalance } from './amounts/formatBalance.js'
export { formatBps } from './amounts/formatBps.js'
export { formatFiat } from './amounts/formatFiat.js'
export { formatPercent } from './amounts/formatPercent.js'
export { formatPurchaseAmount } from './amounts/formatPurchaseAmount.js'
export { formatQuantity } from './amounts/formatQuantity.js'
export { formatSwapRate } from './amounts/formatSwapRate.js'
export { formatTokenAmount } from './amounts/formatTokenAmount.js'
export { formatTokenValue } from './amounts/formatTokenValue.js'
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
export { applyTelegramSocialRules } from './config/applyTelegramSocialRules.js'
export { checkOrigin } from './config/checkOrigin.js'
export { checkOriginForLogin } from './config/checkOriginForLogin.js'
export { detectTelegramPlatform } from './config/detectTelegramPlatform.js'
export { configAlert } from './config/errors.js'
export { fetchAllowedOrigins } from './config/fetchAllowedOrigins.js'
export { fetchRemoteConfig } from './config/fetchRemoteConfig.js'
export { isLoginEnabled } from './config/isLoginEnabled.js'
export { isOriginAllowed } from './config/isOriginAllowed.js'
export { loadRemoteConfig, REMOTE_CONFIG_STORAGE_KEY } from './config/loadRemoteConfig.js'
export { LOCAL_CONFIGURATION_IGNORED, mergeFeatures } from './config/mergeFeatures.js'
export {
  DEFAULT_ACCOUNT_NAME_ZONE,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  FEATURE_TOGGLES,
  SOCIAL_PROVIDERS,
} from './config/options.js'
export { resolveOptions } from './config/resolveOptions.js'
export { walletFeaturesFor } from './config/walletFeaturesFor.js'
export * from './constants.js'
export { formatAuthUserLabel } from './display/formatAuthUserLabel.js'
export { formatDiscordUsername } from './display/formatDiscordUsername.js'
export { formatEmail } from './display/formatEmail.js'
export { formatRelativeTime } from './display/formatRelativeTime.js'
export { formatRelativeTimeEn } from './display/formatRelativeTimeEn.js'
export { ALERTS, alertCodeFromHttpStatus } from './errors/alerts.js'
export { PROVIDER_RPC_ERRORS } from './errors/provider.js'
export { JSON_RPC_ERRORS } from './errors/rpc.js'
export { createAnalytics } from './features/analytics/createAnalytics.js'
export { RECONNECT_DISCOVERY_TIMEOUT_MS } from './features/connect/reconnect.js'
export { UPDATE_EMAIL_SUCCESS_MESSAGE } from './features/email/updateEmail.js'
export { getEmbeddedWalletInfo } from './features/embeddedWallet/getEmbeddedWalletInfo.js'
export { getNameApiErrorReason } from './features/names/errors.js'
export { toAccountNameLabel } from './features/names/fetchNameSuggestions.js'
export {
  createAccountNameMessage,
  isAccountName,
  readAccountName,
  readNameSuggestions,
  readReverseNames,
  registerAccountName,
} from './features/names/profileApi.js'
export { AUTH_CONNECTOR_NAMESPACES } from './features/network/requestNetworkSwitch.js'
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
export {
  ONRAMP_DEFAULT_OPTIONS,
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_DEFAULT_PURCHASE_SYMBOL,
  USDC_ETHEREUM_ADDRESS,
  USDC_POLYGON_ADDRESS,
} from './features/onramp/defaults.js'
export { estimateOnrampQuote } from './features/onramp/estimateOnrampQuote.js'
export { initialOnrampState } from './features/onramp/OnrampState.js'
export { isHttpUrl, parseOnrampOptions, parseOnrampQuote } from './features/onramp/onrampApi.js'
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
export { SEND_SUCCESS_MESSAGE } from './features/send/sendTokens.js'
export { ERC20_TRANSFER_ABI, tokenContractAddress } from './features/send/sendTokensTransfer.js'
export { SEND_MAX_GAS_RESERVE_FACTOR } from './features/send/setSendMaxAmount.js'
export { openSocialPopup, SOCIAL_POPUP_NAME } from './features/social/openSocialPopup.js'
export { isSameSwapToken } from './features/swap/isSameSwapToken.js'
export { isSwapNetwork } from './features/swap/isSwapNetwork.js'
export { maxSwapAmount, SWAP_MAX_GAS_RESERVE_FACTOR } from './features/swap/maxSwapAmount.js'
export { swapNetworkFee } from './features/swap/networkFee.js'
export { swapPriceImpact } from './features/swap/priceImpact.js'
export { initialSwapState } from './features/swap/SwapState.js'
export { BPS_DENOMINATOR, minimumReceived, slippageToBps } from './features/swap/slippage.js'
export { sortSwapTokens } from './features/swap/sortSwapTokens.js'
export { swapFeeAmount } from './features/swap/swapFee.js'
export {
  isNativeSwapToken,
  nativeSwapTokenAddress,
  swapTokenContract,
} from './features/swap/swapTokenAddress.js'
export { SWAP_SUCCESS_MESSAGE } from './features/swap/swapTokens.js'
export { buildAllWalletsList } from './features/walletList/buildAllWalletsList.js'
export { orderWallets } from './features/walletList/orderWallets.js'
export { walletSupportsNamespaces } from './features/walletList/walletSupportsNamespaces.js'
export { hasAppLink, walletTarget } from './features/walletList/walletTarget.js'
export { createHttpClient } from './http/createHttpClient.js'
export * from './index.js'
export { authorizeRpcRequest } from './rpc/authorizeRpcRequest.js'
export { createRpcRequestTracker } from './rpc/createRpcRequestTracker.js'
export { RETRYABLE_HTTP_STATUSES } from './rpc/isRetryableError.js'
export { classifyRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpc/permissions.js'
export { parseRetryAfterMs, retryAfterMs } from './rpc/retryAfterMs.js'
export { type WithFalloverParameters, withFallover } from './rpc/withFallover.js'
export { getRetryDelayMs, withRetry } from './rpc/withRetry.js'
export { type WithTryTimeoutParameters, withTryTimeout } from './rpc/withTryTimeout.js'
export { VIEW_NAMES } from './state/types.js'
export { STORAGE_KEY_PREFIX, STORAGE_KEYS } from './storage/createStorage.js'
export { STORAGE_KEYS_ALL, WALLET_STORAGE_KEY_PREFIX } from './storage/storageKeys.js'
export { createStore } from './store/createStore.js'
export { CHAIN_NAMESPACES } from './types/network.js'
export { addressExplorerUrl } from './utils/addressExplorerUrl.js'
export { formatNativeUrl, formatUniversalUrl } from './utils/formatWalletLink.js'
export { shortenAddress } from './utils/shortenAddress.js'
export { assertNamespaceConfigured } from './validation/assertNamespaceConfigured.js'
export { chainIdToCoinType } from './validation/chainIdToCoinType.js'
export { checkEmailCooldown } from './validation/checkEmailCooldown.js'
export { filterTransactions } from './validation/filterTransactions.js'
export { isApiBalance } from './validation/isApiBalance.js'
export { isBalanceSupported } from './validation/isBalanceSupported.js'
export { isEmail } from './validation/isEmail.js'
export { isEvmAddress } from './validation/isEvmAddress.js'
export { isPairingUriExpired } from './validation/isPairingUriExpired.js'
export { isRestrictedTimezone, RESTRICTED_TIMEZONES } from './validation/isRestrictedTimezone.js'
export { isSignedMessage } from './validation/isSignedMessage.js'
export { isSolanaAddress } from './validation/isSolanaAddress.js'
export { isTransactionHash } from './validation/isTransactionHash.js'
export { parseOnrampProviders } from './validation/parseOnrampProviders.js'
export { validateAccountName } from './validation/validateAccountName.js'
export { validateAssetResponse } from './validation/validateAssetResponse.js'
export { validateSendParameters } from './validation/validateSendParameters.js'
