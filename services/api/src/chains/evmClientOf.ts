import type { ResolvedEvmChain } from '@portico/kit'
import { createPublicClient, http, type PublicClient } from 'viem'

/**
 * The API's client of a configured EVM chain. Until kit's createEvmRpcClient (spec §9 retry and
 * fallback over `rpcUrls`) lands, the first URL with one retry, as the devnet providers used.
 */
export function evmClientOf(chain: Pick<ResolvedEvmChain, 'chainId' | 'rpcUrls'>): PublicClient {
  return createPublicClient({ transport: http(chain.rpcUrls[0], { retryCount: 1 }) })
}
