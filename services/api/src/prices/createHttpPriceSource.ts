import type { ResolvedEvmChain } from '@portico/kit'
import { createHttpPriceProvider } from './createHttpPriceProvider.js'
import type { PriceSource } from './PriceSource.js'

type HttpPriceConfig = Extract<ResolvedEvmChain['prices'], { source: 'http' }>

/** Parameters of {@link createHttpPriceSource}. */
export type CreateHttpPriceSourceParameters = {
  config: HttpPriceConfig
  /** Where the key named by `config.apiKeyEnv` is read. */
  env: Readonly<Record<string, string | undefined>>
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
}

/**
 * An EVM chain's USD prices from an operator's HTTP provider (createHttpPriceProvider):
 * `GET {url}?chainId=<n>&addresses=<a>,<b>` (lowercase addresses, the native currency as
 * NATIVE_TOKEN_ADDRESS), the answer's keys compared lowercased. A failure is a 503
 * PRICE_PROVIDER_UNAVAILABLE naming `eip155:<n>`; a named variable that is not set stops the
 * service at start.
 */
export function createHttpPriceSource({
  config,
  env,
  fetch,
}: CreateHttpPriceSourceParameters): PriceSource {
  const ask = createHttpPriceProvider({ config, env, fetch })
  return {
    getUsdPrices: ({ chainId, tokens }) =>
      ask({
        chainId: String(chainId),
        caipNetworkId: `eip155:${chainId}`,
        addresses: [...new Set(tokens.map((t) => t.address.toLowerCase()))],
        keyOf: (key) => key.toLowerCase(),
      }),
  }
}
