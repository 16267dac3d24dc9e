import type { ResolvedEvmChain } from '@portico/kit'
import type { PublicClient } from 'viem'
import { createPriceSource } from '../prices/createPriceSource.js'
import type { PriceSource } from '../prices/PriceSource.js'
import { evmClientOf } from './evmClientOf.js'

/** One RPC client and one price source per configured chain, shared by everything that reads it. */
export type ChainSources = {
  clientOf(chain: Pick<ResolvedEvmChain, 'caipNetworkId'>): PublicClient
  priceSourceOf(chain: Pick<ResolvedEvmChain, 'caipNetworkId'>): PriceSource
}

/**
 * Builds, at start, each chain's client (kit's createEvmRpcClient over its rpcUrls) and price
 * source (createPriceSource from its `prices`); the balances, prices and the indexer of the API
 * all use these. A price source that cannot be configured (an unset key) throws here, stopping the
 * service before it listens.
 */
export function createChainSources(
  chains: readonly ResolvedEvmChain[],
  env: Readonly<Record<string, string | undefined>>,
): ChainSources {
  const sources = new Map(
    chains.map((chain) => {
      const client = evmClientOf(chain)
      const prices = createPriceSource({
        prices: chain.prices,
        client,
        multicall3: chain.multicall3,
        env,
      })
      return [chain.caipNetworkId, { client, prices }] as const
    }),
  )
  const of = (chain: Pick<ResolvedEvmChain, 'caipNetworkId'>) => {
    const found = sources.get(chain.caipNetworkId)
    if (!found) throw new Error(`${chain.caipNetworkId} is not a configured chain`)
    return found
  }
  return {
    clientOf: (chain) => of(chain).client,
    priceSourceOf: (chain) => of(chain).prices,
  }
}
