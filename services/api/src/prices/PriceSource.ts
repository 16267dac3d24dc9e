import type { Address } from 'viem'

/** A token a price source is asked about (NATIVE_TOKEN_ADDRESS for the native currency). */
export type PriceSourceToken = { address: Address; decimals: number }

/**
 * Where a chain's USD prices come from: its Uniswap pools (createUniswapPriceSource), an HTTP
 * provider (createHttpPriceSource), or nothing — picked by createPriceSource from the chain's
 * `prices` section.
 */
export type PriceSource = {
  /**
   * USD prices by lowercase token address, NATIVE_TOKEN_ADDRESS for the native currency. A token
   * without a trustworthy price is left out (never priced 0); a source that cannot answer rejects.
   */
  getUsdPrices(parameters: {
    chainId: number
    tokens: readonly PriceSourceToken[]
  }): Promise<Map<string, number>>
}

/**
 * Where a Solana cluster's USD prices come from: an HTTP provider or nothing — picked by
 * createSolanaPriceSource from the cluster's `prices` section.
 */
export type SolanaPriceSource = {
  /**
   * USD prices by mint (base58, as asked; SOL as wrapped SOL's mint, WRAPPED_SOL_MINT). A mint
   * without a trustworthy price is left out (never priced 0); a source that cannot answer rejects
   * with a 503 PRICE_PROVIDER_UNAVAILABLE naming the cluster.
   */
  getUsdPrices(parameters: {
    caipNetworkId: string
    mints: readonly string[]
  }): Promise<Map<string, number>>
}
