import type { DevnetChainConfig } from '../devnetFile.js'

/**
 * A devnet chain as a Portico network (core's `Network`: eip155, ETH, the chain's RPC URL), for
 * tests that hand the devnet's chains to createPortico or an adapter.
 */
export function devnetNetwork(chain: Pick<DevnetChainConfig, 'chainId' | 'name' | 'rpcUrl'>) {
  return {
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155' as const,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}
