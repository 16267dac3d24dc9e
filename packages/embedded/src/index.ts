export { FrameRequestError } from './bridge/FrameRequestError.js'
export {
  type CreateAuthProviderParameters,
  createAuthProvider,
  type EmbeddedWalletProvider,
} from './createAuthProvider.js'
export {
  AUTH_CONNECTOR_ID,
  type CreateEmbeddedWalletAdapterParameters,
  createEmbeddedWalletAdapter,
  EMBEDDED_WALLET_NAMESPACES,
  type EmbeddedWalletAdapter,
  type EmbeddedWalletAdapterErrorType,
} from './createEmbeddedWalletAdapter.js'
export { clearLoginCache, hasLoginCache, rememberLogin } from './loginCache.js'
