import type { Network } from '../types/network.js'

export type IsBalanceSupportedParameters = {
  /** The active network; none means nothing to show. */
  network: Pick<Network, 'caipNetworkId' | 'testnet'> | undefined
  /** CAIP-2 ids of the chains the blockchain API supports (GET v1/supported-chains). */
  supportedChainIds: readonly string[]
}

/** True when balances may be shown: the network is supported and not a testnet (spec §5). */
export function isBalanceSupported({
  network,
  supportedChainIds,
}: IsBalanceSupportedParameters): boolean {
  if (!network || network.testnet === true) return false
  return supportedChainIds.includes(network.caipNetworkId)
}
