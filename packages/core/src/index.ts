export type {
  ConnectErrorType,
  ConnectParameters,
  ConnectReturnType,
} from './actions/connect.js'
export type { DisconnectParameters } from './actions/disconnect.js'
export type { OpenModalParameters } from './actions/modal.js'
export { RECONNECT_DISCOVERY_TIMEOUT_MS } from './actions/reconnect.js'
export type {
  AdapterConnectResult,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
} from './adapter/ChainAdapter.js'
export * from './constants.js'
export {
  type CreatePorticoParameters,
  createPortico,
  type Portico,
  type PorticoMetadata,
} from './createPortico.js'
export { formatDiscordUsername } from './display/formatDiscordUsername.js'
export { formatEmail } from './display/formatEmail.js'
export { type FormatQuantityParameters, formatQuantity } from './display/formatQuantity.js'
export {
  type FormatRelativeTimeParameters,
  type FormatRelativeTimeReturnType,
  formatRelativeTime,
  type RelativeTimeUnit,
} from './display/formatRelativeTime.js'
export { formatRelativeTimeEn } from './display/formatRelativeTimeEn.js'
export { type FormatTokenValueParameters, formatTokenValue } from './display/formatTokenValue.js'
export { InvalidConfigurationError, ProjectIdNotConfiguredError } from './errors/config.js'
export {
  AdapterNotFoundError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  ModalClosedError,
} from './errors/connection.js'
export { PorticoError, type PorticoErrorParameters } from './errors/PorticoError.js'
export {
  EmailLoginCooldownError,
  InvalidAccountNameError,
  type InvalidAccountNameReason,
  InvalidChainIdError,
  InvalidTimestampError,
  NamespaceNotConfiguredError,
  SendAmountAndReceiverRequiredError,
  SendChainRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
  TransactionsAccountRequiredError,
} from './errors/validation.js'
export type { PorticoEvent, PorticoEventListener } from './events/createEmitter.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpQuery,
  type HttpRequestParameters,
} from './http/createHttpClient.js'
export { HttpRequestError, HttpStatusError, HttpTimeoutError } from './http/errors.js'
export type {
  AccountState,
  AccountStatus,
  AlertState,
  ChainsState,
  ConnectionAttemptState,
  ModalState,
  RouterEntry,
  RouterState,
  ViewName,
} from './state/types.js'
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
export { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './utils/caip.js'
export { formatBalance } from './utils/formatBalance.js'
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
export {
  type IsBalanceSupportedParameters,
  isBalanceSupported,
} from './validation/isBalanceSupported.js'
export { isEvmAddress } from './validation/isEvmAddress.js'
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
