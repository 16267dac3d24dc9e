import type { ResolvedEvmChain } from '@portico/kit'
import type { PublicClient } from 'viem'
import { createHttpPriceSource } from './createHttpPriceSource.js'
import { createUniswapPriceSource } from './createUniswapPriceSource.js'
import type { PriceSource } from './PriceSource.js'

/** Parameters of {@link createPriceSource}. */
export type CreatePriceSourceParameters = {
  /** The chain's `prices` section. */
  prices: ResolvedEvmChain['prices']
  /** The chain's client (kit's createEvmRpcClient), for on-chain pools. */
  client: PublicClient
  /** The chain's Multicall3 (ResolvedEvmChain.multicall3). */
  multicall3: string
  /** Where an HTTP provider's key is read (`apiKeyEnv`). */
  env: Readonly<Record<string, string | undefined>>
}

/** A source that knows no price: every token is shown without a value. */
const NO_PRICES: PriceSource = { getUsdPrices: async () => new Map() }

/**
 * A chain's USD price source, as its `prices.source` says: `uniswap` (its V2 and V3 pools),
 * `http` (an operator's provider) or `none` (no prices: balances are shown without values).
 */
export function createPriceSource({
  prices,
  client,
  multicall3,
  env,
}: CreatePriceSourceParameters): PriceSource {
  switch (prices.source) {
    case 'uniswap':
      if (!prices.v2Factory && !prices.v3Factory)
        throw new Error("prices.source 'uniswap' needs v2Factory or v3Factory (or both)")
      return createUniswapPriceSource({ config: prices, client, multicall3 })
    case 'http':
      return createHttpPriceSource({ config: prices, env })
    case 'none':
      return NO_PRICES
  }
}
