import type { Network } from '@portico/core'
import { type Chain, defineChain } from 'viem'

/** A Portico EVM network as a viem/wagmi chain: same id, name, currency, RPC and explorer. */
export function toWagmiChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: {
        http: [...network.rpcUrls.default.http],
        ...(network.rpcUrls.default.webSocket
          ? { webSocket: [...network.rpcUrls.default.webSocket] }
          : {}),
      },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
