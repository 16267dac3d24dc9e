export {
  type CreateStandardWalletDiscoveryParameters,
  createStandardWalletDiscovery,
  type StandardWalletDiscovery,
} from './createStandardWalletDiscovery.js'
export type {
  StandardEventsLike,
  StandardWalletAccountLike,
  StandardWalletLike,
  StandardWalletRegistryLike,
} from './types.js'
export { walletAccountOf } from './walletAccountOf.js'
export { walletFeature } from './walletFeature.js'
export { walletOf } from './walletOf.js'
