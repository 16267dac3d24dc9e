import { HTTP_TRANSPORT_TIMEOUT_MS } from '@portico/core/internal'
import type { ResolvedEvmChain } from '@portico/kit'
import { priceProviderUnavailable, UpstreamAnswerError } from '../server/upstreamUnavailable.js'
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

/** An HTTP answer that is not 2xx: its status and headers, for classifyUpstreamFailure. */
class PriceProviderHttpError extends Error {
  override name = 'PriceProviderHttpError'
  constructor(
    readonly status: number,
    readonly headers: Headers,
  ) {
    super(`HTTP status ${status}`)
  }
}

/**
 * USD prices from an operator's HTTP provider: `GET {url}?chainId=<n>&addresses=<a>,<b>` (lowercase
 * addresses, the native currency as NATIVE_TOKEN_ADDRESS), with `Authorization: Bearer <key>` when
 * `apiKeyEnv` names the variable holding it; the answer `{ "<address>": <usd> }`. A price that is
 * not a finite number ≥ 0 is no price; an answer that is not such an object, an HTTP error or no
 * answer within 10 s (spec §9 "HTTP transport timeout 10 s") is a 503 PRICE_PROVIDER_UNAVAILABLE.
 * A named variable that is not set stops the service at start.
 */
export function createHttpPriceSource({
  config,
  env,
  fetch = globalThis.fetch,
}: CreateHttpPriceSourceParameters): PriceSource {
  const key = config.apiKeyEnv ? env[config.apiKeyEnv] : undefined
  if (config.apiKeyEnv && !key)
    throw new Error(
      `prices.apiKeyEnv names ${config.apiKeyEnv}, which is not set: set it to the price provider's key`,
    )
  return {
    async getUsdPrices({ chainId, tokens }) {
      const prices = new Map<string, number>()
      const addresses = [...new Set(tokens.map((t) => t.address.toLowerCase()))]
      if (addresses.length === 0) return prices
      const url = new URL(config.url)
      url.searchParams.set('chainId', String(chainId))
      url.searchParams.set('addresses', addresses.join(','))
      let answer: unknown
      try {
        const response = await fetch(url, {
          headers: {
            accept: 'application/json',
            ...(key ? { authorization: `Bearer ${key}` } : {}),
          },
          signal: AbortSignal.timeout(HTTP_TRANSPORT_TIMEOUT_MS),
        })
        if (!response.ok) throw new PriceProviderHttpError(response.status, response.headers)
        answer = await response.json().catch((cause: unknown) => {
          throw new UpstreamAnswerError('the answer is not JSON', { cause })
        })
        if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
          throw new UpstreamAnswerError('the answer is not an object of prices')
      } catch (error) {
        throw priceProviderUnavailable(`eip155:${chainId}`, error)
      }
      const byAddress = new Map(
        Object.entries(answer as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]),
      )
      for (const address of addresses) {
        const price = byAddress.get(address)
        if (typeof price === 'number' && Number.isFinite(price) && price >= 0)
          prices.set(address, price)
      }
      return prices
    },
  }
}
