/** `@portico/siwx/server`: what a dApp backend uses to sign visitors in with their wallet. */

export { type ParseSiwxMessageErrorType, parseSiwxMessage } from '../message/parseSiwxMessage.js'
export { SiwxMessageError } from '../message/SiwxMessageError.js'
export { SiwxConfigurationError } from '../SiwxConfigurationError.js'
export { createBitcoinVerifier } from '../verifiers/createBitcoinVerifier.js'
export {
  type CreateEvmVerifierErrorType,
  type CreateEvmVerifierParameters,
  createEvmVerifier,
} from '../verifiers/createEvmVerifier.js'
export { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
export type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'
export type { SiwxRateLimitRule } from './createFixedWindowLimiter.js'
export {
  type CreateSiwxHandlerParameters,
  createSiwxHandler,
  DEFAULT_SIWX_NONCE_RATE_LIMITS,
  type SiwxNonceRateLimits,
} from './createSiwxHandler.js'
export {
  type CreateSiwxServerErrorType,
  type CreateSiwxServerParameters,
  createSiwxServer,
  isLoopbackDomain,
  type SiwxServer,
  type SiwxSession,
} from './createSiwxServer.js'
export { createMemoryNonceStore, type SiwxNonceStore } from './nonceStore.js'
export { SIWX_SERVER_ERRORS, SiwxServerError, type SiwxServerErrorCode } from './SiwxServerError.js'
