export {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapterErrorType,
} from './createEvmAdapter.js'
export {
  createEvmSendMethods,
  type EvmRpcTransaction,
  type EvmSendMethods,
  type EvmSendMethodsErrorType,
  type EvmWalletSend,
} from './createEvmSendMethods.js'
export type { EIP6963ProviderDetail, EIP6963ProviderInfo, EIP6963Target } from './eip6963/types.js'
export {
  type WatchAnnouncedProvidersParameters,
  watchAnnouncedProviders,
} from './eip6963/watchAnnouncedProviders.js'
export { type SwitchChainErrorType, switchChain, UNRECOGNIZED_CHAIN_CODE } from './switchChain.js'
export { toNetwork } from './toNetwork.js'
