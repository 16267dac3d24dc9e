import type { ResolvedSolanaCluster } from '@portico/kit'
import { createHttpPriceProvider } from './createHttpPriceProvider.js'
import type { SolanaPriceSource } from './PriceSource.js'

/** Parameters of {@link createSolanaPriceSource}. */
export type CreateSolanaPriceSourceParameters = {
  /** The cluster's `prices` section. */
  prices: ResolvedSolanaCluster['prices']
  /** Where an HTTP provider's key is read (`apiKeyEnv`). */
  env: Readonly<Record<string, string | undefined>>
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
}

/** A source that knows no price: every token is shown without a value. */
const NO_PRICES: SolanaPriceSource = { getUsdPrices: async () => new Map() }

/**
 * A Solana cluster's USD price source, as its `prices.source` says: `http` (an operator's
 * provider, asked `GET {url}?chainId=<CAIP-2 id>&addresses=<mint>,<mint>` — e.g.
 * `chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` — with the base58 mints as they are, SOL as
 * wrapped SOL's mint, the answer's keys compared exactly) or `none` (no prices). A named key
 * variable that is not set stops the service at start.
 */
export function createSolanaPriceSource({
  prices,
  env,
  fetch,
}: CreateSolanaPriceSourceParameters): SolanaPriceSource {
  switch (prices.source) {
    case 'http': {
      const ask = createHttpPriceProvider({ config: prices, env, fetch })
      return {
        getUsdPrices: ({ caipNetworkId, mints }) =>
          ask({
            chainId: caipNetworkId,
            caipNetworkId,
            addresses: [...new Set(mints)],
            // Base58 is case-sensitive: a mint is its exact spelling.
            keyOf: (key) => key,
          }),
      }
    }
    case 'none':
      return NO_PRICES
  }
}
