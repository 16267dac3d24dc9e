import { rpcTransport } from '@portico/evm/rpc'
import { type Chain, createPublicClient, defineChain, type PublicClient } from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'

/** The viem chain of a frame network. */
export function toViemChain(network: FrameEvmNetwork): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls] } },
  })
}

/** Gives the public client of a network, one per network for the frame's life. */
export type PublicClients = (network: FrameEvmNetwork) => PublicClient

/**
 * The frame's public clients, made on first use, over the widget's and services' one RPC
 * transport (@portico/evm/rpc): each request through spec §9's retry (3 retries, 150 ms doubling,
 * spec §8's retryable failures, Retry-After honoured, 10 s a try), then the network's next RPC URL.
 */
export function createPublicClients(): PublicClients {
  const clients = new Map<number, PublicClient>()
  return (network) => {
    let client = clients.get(network.chainId)
    if (!client) {
      client = createPublicClient({
        chain: toViemChain(network),
        transport: rpcTransport(network.rpcUrls, { chainId: network.chainId }),
      }) as PublicClient
      clients.set(network.chainId, client)
    }
    return client
  }
}
