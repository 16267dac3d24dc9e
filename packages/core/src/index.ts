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
