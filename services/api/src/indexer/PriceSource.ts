import type { Address } from 'viem'

/** A token a price source is asked about. */
export type PriceSourceToken = { address: Address; decimals: number }

/**
 * Where USD prices come from: the devnet's Uniswap V2 pools (createUniswapV2PriceSource), or an
 * operator's own source elsewhere.
 */
export type PriceSource = {
  /**
   * USD prices by lowercase token address, NATIVE_TOKEN_ADDRESS for the native currency. Tokens
   * without a price are left out; a failure rejects (the indexer keeps the old prices).
   */
  getUsdPrices(parameters: {
    chainId: number
    tokens: readonly PriceSourceToken[]
  }): Promise<Map<string, number>>
}
