import { HTTP_TRANSPORT_TIMEOUT_MS } from '@portico/core/internal'
import type { ResolvedEvmChain } from '@portico/kit'
import { priceProviderUnavailable, UpstreamAnswerError } from '../server/upstreamUnavailable.js'

type HttpPriceConfig = Extract<ResolvedEvmChain['prices'], { source: 'http' }>

/** Parameters of {@link createHttpPriceProvider}. */
export type CreateHttpPriceProviderParameters = {
  config: HttpPriceConfig
  /** Where the key named by `config.apiKeyEnv` is read. */
  env: Readonly<Record<string, string | undefined>>
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
}

/** One ask of {@link HttpPriceProvider}. */
export type AskHttpPricesParameters = {
  /** The query's `chainId`: `8453` for an EVM chain, the CAIP-2 id for a Solana cluster. */
  chainId: string
  /** The chain a failure names (CAIP-2). */
  caipNetworkId: string
  /** The query's `addresses`, as the chain's kind writes them (distinct). */
  addresses: readonly string[]
  /** How an answer's key is compared with `addresses` (EVM: lowercased; Solana: kept). */
  keyOf: (answerKey: string) => string
}

/** Asks an operator's HTTP price provider; USD prices by address as asked. */
export type HttpPriceProvider = (
  parameters: AskHttpPricesParameters,
) => Promise<Map<string, number>>

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
 * An operator's HTTP price provider, whatever the chain's kind: `GET {url}?chainId=…&addresses=a,b`
 * with `Authorization: Bearer <key>` when `apiKeyEnv` names the variable holding it; the answer
 * `{ "<address>": <usd> }`. A price that is not a finite number ≥ 0 is no price; an answer that is
 * not such an object, an HTTP error or no answer within 10 s (spec §9 "HTTP transport timeout
 * 10 s") is a 503 PRICE_PROVIDER_UNAVAILABLE naming the chain. A named variable that is not set
 * throws at once (the service stops at start). createHttpPriceSource (EVM) and
 * createSolanaPriceSource ask through it.
 */
export function createHttpPriceProvider({
  config,
  env,
  fetch = globalThis.fetch,
}: CreateHttpPriceProviderParameters): HttpPriceProvider {
  const key = config.apiKeyEnv ? env[config.apiKeyEnv] : undefined
  if (config.apiKeyEnv && !key)
    throw new Error(
      `prices.apiKeyEnv names ${config.apiKeyEnv}, which is not set: set it to the price provider's key`,
    )
  return async ({ chainId, caipNetworkId, addresses, keyOf }) => {
    const prices = new Map<string, number>()
    if (addresses.length === 0) return prices
    const url = new URL(config.url)
    url.searchParams.set('chainId', chainId)
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
      throw priceProviderUnavailable(caipNetworkId, error)
    }
    const byAddress = new Map(
      Object.entries(answer as Record<string, unknown>).map(([k, v]) => [keyOf(k), v]),
    )
    for (const address of addresses) {
      const price = byAddress.get(address)
      if (typeof price === 'number' && Number.isFinite(price) && price >= 0)
        prices.set(address, price)
    }
    return prices
  }
}
