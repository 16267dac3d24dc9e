import { SWAP_DEVNET_CHAIN_IDS, SWAP_SUPPORTED_CHAIN_IDS } from '../../constants.js'
import type { Network } from '../../types/network.js'

/**
 * Whether swaps are offered on `network`: an eip155 chain among the spec's 12
 * (SWAP_SUPPORTED_CHAIN_IDS, spec §9) or a devnet chain (SWAP_DEVNET_CHAIN_IDS). Elsewhere the
 * Swap view says 'Network not supported' (spec §8).
 */
export function isSwapNetwork(network: Pick<Network, 'chainNamespace' | 'id'>): boolean {
  if (network.chainNamespace !== 'eip155') return false
  const id = Number(network.id)
  return (
    (SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(id) ||
    (SWAP_DEVNET_CHAIN_IDS as readonly number[]).includes(id)
  )
}
