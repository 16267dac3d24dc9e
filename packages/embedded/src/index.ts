export { FrameRequestError } from './bridge/FrameRequestError.js'
export {
  type CreateAuthProviderParameters,
  createAuthProvider,
  type EmbeddedWalletProvider,
} from './createAuthProvider.js'
export {
  AUTH_CONNECTOR_ID,
  EMBEDDED_WALLET_NAMESPACES,
  type EmbeddedWalletAdapter,
  type EmbeddedWalletAdapterErrorType,
  type EmbeddedWalletAdapterParameters,
  embeddedWalletAdapter,
} from './embeddedWalletAdapter.js'
export { clearLoginCache, hasLoginCache, rememberLogin } from './loginCache.js'
