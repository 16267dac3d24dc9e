import { ONRAMP_NAMESPACES, SEND_NAMESPACES } from '../constants.js'
import type { ChainNamespace } from '../types/network.js'
import type { ResolvedFeatures, WalletFeature } from './options.js'

/** Namespaces each wallet feature serves (spec §9: send and on-ramp on EVM and Solana; swaps on EVM). */
const FEATURE_NAMESPACES: Record<WalletFeature, readonly ChainNamespace[] | 'all'> = {
  onramp: ONRAMP_NAMESPACES,
  swaps: ['eip155'],
  receive: 'all',
  send: SEND_NAMESPACES,
}

/**
 * The Account view's wallet features, in `walletFeaturesOrder` (spec §2 default: onramp, swaps,
 * receive, send): each only when its toggle is on and it serves `namespace`.
 */
export function walletFeaturesFor({
  features,
  namespace,
}: {
  features: ResolvedFeatures
  namespace: ChainNamespace
}): WalletFeature[] {
  return features.walletFeaturesOrder.filter((feature) => {
    const namespaces = FEATURE_NAMESPACES[feature]
    return features[feature] && (namespaces === 'all' || namespaces.includes(namespace))
  })
}
