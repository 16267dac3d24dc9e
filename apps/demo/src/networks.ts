import type { Network } from '@portico/core'

function devnetChain(id: number, name: string, rpcUrl: string): Network {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** The two local anvil chains (`npm run devnet`). */
export const devnetA = devnetChain(31337, 'Portico Devnet A', import.meta.env.PORTICO_CHAIN_A_RPC)
export const devnetB = devnetChain(31338, 'Portico Devnet B', import.meta.env.PORTICO_CHAIN_B_RPC)
