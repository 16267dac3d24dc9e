import type { ResolvedEvmChain } from '@portico/kit'
import { createPriceSource } from '../prices/createPriceSource.js'
import type { PriceSource } from '../prices/PriceSource.js'
import { evmClientOf } from './evmClientOf.js'

/**
 * The indexer's USD price source of a chain, as its `prices` section configures it
 * (createPriceSource: Uniswap V2/V3 pools, an HTTP provider), or none for `source: none`. Throws a
 * start-up message when it cannot be configured (an unset key).
 */
export function priceSourceOf(
  chain: ResolvedEvmChain,
  env: Readonly<Record<string, string | undefined>>,
): PriceSource | undefined {
  if (chain.prices.source === 'none') return undefined
  return createPriceSource({
    prices: chain.prices,
    client: evmClientOf(chain),
    multicall3: chain.multicall3,
    env,
  })
}
