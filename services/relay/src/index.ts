/** @portico/relay: Portico's self-hosted WalletConnect v2 relay. */
export { normalizeRelayUrl, verifyClientJwt } from './auth/verifyClientJwt.js'
export type { RelayMessage } from './broker/RelayBroker.js'
export { CLOSE_CODES, RELAY_ERRORS, type RelayErrorName } from './jsonRpc/relayErrors.js'
export { readRelayEnv } from './readRelayEnv.js'
export {
  DEFAULT_LIMITS,
  PING_INTERVAL_MS,
  type RelayLimits,
  type StartRelayOptions,
} from './relayOptions.js'
export { type ServeRelayParameters, serveRelay } from './serveRelay.js'
export { type RelayHandle, startRelay } from './startRelay.js'
