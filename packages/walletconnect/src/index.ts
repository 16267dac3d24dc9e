export {
  type AuthenticateWithSiwxErrorType,
  type AuthenticateWithSiwxParameters,
  authenticateWithSiwx,
  type SiwxAuthentication,
} from './authenticateWithSiwx.js'
export { type AminoSignDoc, buildAdr36SignDoc } from './buildAdr36SignDoc.js'
export { buildNamespaces, type ProposalNamespace } from './buildNamespaces.js'
export {
  type ChooseRelayParameters,
  chooseRelay,
  type RelayChoice,
  WALLETCONNECT_PUBLIC_RELAY_URL,
  type WalletConnectRelay,
} from './chooseRelay.js'
export {
  createEip1193Provider,
  type WalletConnectEip1193Provider,
} from './createEip1193Provider.js'
export {
  type CreateWalletConnectAdapterErrorType,
  type CreateWalletConnectAdapterParameters,
  createWalletConnectAdapter,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectAdapter,
  type WalletConnectAdapterErrorType,
} from './createWalletConnectAdapter.js'
export { NetworkNotApprovedError } from './NetworkNotApprovedError.js'
export { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './namespaceMethods.js'
export { cosmosHub, polkadot } from './networks.js'
export { type ReadEvmBalanceErrorType, readEvmBalance } from './readEvmBalance.js'
export {
  pickAccount,
  type SessionAccount,
  type SessionNamespaces,
  sessionAccounts,
  toChainId,
} from './sessionAccounts.js'
export {
  type SignMessageRequest,
  type SignMessageRequestErrorType,
  signMessageRequest,
} from './signMessageRequest.js'
