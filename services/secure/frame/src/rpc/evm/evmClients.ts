import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'

/** RPC retry (spec §9): 3 retries, base delay 150 ms doubling. */
const RETRY = { retryCount: 3, retryDelay: 150 }
/** HTTP transport timeout (spec §9): 10 s. */
const TIMEOUT_MS = 10_000

/** The viem chain of a frame network. */
export function toViemChain(network: FrameEvmNetwork): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
  })
}

/** Gives the public client of a network, one per network for the frame's life. */
export type PublicClients = (network: FrameEvmNetwork) => PublicClient

/** The frame's public clients, made on first use. */
export function createPublicClients(): PublicClients {
  const clients = new Map<number, PublicClient>()
  return (network) => {
    let client = clients.get(network.chainId)
    if (!client) {
      client = createPublicClient({
        chain: toViemChain(network),
        transport: http(network.rpcUrl, { ...RETRY, timeout: TIMEOUT_MS }),
      }) as PublicClient
      clients.set(network.chainId, client)
    }
    return client
  }
}
