/**
 * `@portico/siwx`: sign-in with wallet (CAIP-122) — messages built and parsed per EIP-4361 (EVM)
 * and CAIP-122's generic form (Solana, Bitcoin), signature verifiers, and the `siwx` option of
 * createPortico() that talks to a backend running `@portico/siwx/server`.
 */
export {
  type CreateSiwxClientErrorType,
  type CreateSiwxClientParameters,
  createSiwxClient,
  SiwxBackendError,
} from './client/createSiwxClient.js'
export {
  type CreateSiwxMessageErrorType,
  createSiwxMessage,
  validateSiwxFields,
} from './message/createSiwxMessage.js'
export { type GenerateSiwxNonceErrorType, generateSiwxNonce } from './message/generateSiwxNonce.js'
export { SIWX_NAMESPACES, type SiwxNamespace, splitChainId } from './message/namespaces.js'
export { type ParseSiwxMessageErrorType, parseSiwxMessage } from './message/parseSiwxMessage.js'
export { SiwxMessageError } from './message/SiwxMessageError.js'
export type { SiwxMessage, SiwxMessageFields } from './message/types.js'
export { SiwxConfigurationError } from './SiwxConfigurationError.js'
export { createBitcoinVerifier } from './verifiers/createBitcoinVerifier.js'
export {
  type CreateEvmVerifierErrorType,
  type CreateEvmVerifierParameters,
  createEvmVerifier,
} from './verifiers/createEvmVerifier.js'
export { createSolanaVerifier } from './verifiers/createSolanaVerifier.js'
export type { SiwxVerifier } from './verifiers/SiwxVerifier.js'
