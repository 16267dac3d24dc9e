import type { ResolvedEvmChain } from '@portico/kit'
import { getAddress } from 'viem'
import { createUniswapV2PriceSource } from '../indexer/createUniswapV2PriceSource.js'
import type { PriceSource } from '../indexer/PriceSource.js'

/**
 * A chain's USD price source as its `prices` section configures it: Uniswap V2 pools against the
 * USD stablecoin (`v2Factory`), or none. Until the prices module serves V3 pools and HTTP providers,
 * a chain configured for them is refused at start, never served without prices silently.
 */
export function priceSourceOf(
  chain: Pick<ResolvedEvmChain, 'caipNetworkId' | 'rpcUrls' | 'prices'>,
): PriceSource | undefined {
  const { prices } = chain
  if (prices.source === 'none') return undefined
  if (prices.source === 'uniswap' && prices.v2Factory)
    return createUniswapV2PriceSource({
      rpcUrl: chain.rpcUrls[0] as string,
      factory: getAddress(prices.v2Factory),
      usd: { address: getAddress(prices.usd.address), decimals: prices.usd.decimals },
      wrappedNative: getAddress(prices.wrappedNative),
    })
  throw new Error(
    `${chain.caipNetworkId}: prices.source '${prices.source}'${prices.source === 'uniswap' ? ' without v2Factory' : ''} is not served by this API yet`,
  )
}
