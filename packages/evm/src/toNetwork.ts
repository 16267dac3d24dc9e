import type { Network } from '@portico/core'
import type { Chain } from 'viem'

/** Turns a viem chain definition into a Portico network of the eip155 namespace. */
export function toNetwork(chain: Chain): Network {
  return {
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    blockExplorers: chain.blockExplorers?.default
      ? {
          default: {
            name: chain.blockExplorers.default.name,
            url: chain.blockExplorers.default.url,
          },
        }
      : undefined,
    testnet: chain.testnet,
  }
}
