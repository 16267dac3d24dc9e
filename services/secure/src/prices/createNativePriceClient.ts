import { NATIVE_TOKEN_ADDRESS } from '@portico/api'
import { createLruCache, SERVICE_TOKEN_HEADER } from '@portico/kit'

/** How long a chain's native USD price (or the API's lack of one) is kept. */
export const NATIVE_PRICE_CACHE_TTL_MS = 30_000
/** At most this many chains are remembered; the least recently used are forgotten first. */
export const NATIVE_PRICE_CACHE_MAX_ENTRIES = 1_000
/** How long one price request to the API may take before the answer is "no price". */
export const NATIVE_PRICE_REQUEST_TIMEOUT_MS = 2_000

/** Parameters of `createNativePriceClient`. */
export type CreateNativePriceClientParameters = {
  /** The Portico API's base URL. */
  apiUrl: string
  /** PORTICO_SERVICE_TOKEN, sent as `x-portico-service-token`. @default none */
  serviceToken?: string | undefined
  /** @default NATIVE_PRICE_CACHE_TTL_MS */
  ttlMs?: number | undefined
  /** @default NATIVE_PRICE_CACHE_MAX_ENTRIES */
  maxEntries?: number | undefined
  /** @default NATIVE_PRICE_REQUEST_TIMEOUT_MS */
  timeoutMs?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** Parameters of `NativePriceClient.get`. */
export type GetNativePriceParameters = {
  /** The EIP-155 chain id. */
  chainId: number
  /** The project the frame serves (every API request names one). */
  projectId: string
  /** Told why the lookup gave no price (the API down, refusing, answering nonsense). */
  onError?: ((error: unknown) => void) | undefined
}

/** Reads the USD price of EVM chains' native currencies from the API. */
export type NativePriceClient = {
  /** The price in USD, or null when there is no trustworthy one (never 0). */
  get(parameters: GetNativePriceParameters): Promise<number | null>
}

/** A price is trustworthy only as a positive finite number. */
const toPrice = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

/**
 * Asks the API's `POST /v1/fungible/price` (services/api/src/indexer/routes/indexerRoutes.ts) for
 * `eip155:<chainId>:NATIVE_TOKEN_ADDRESS` with the service token, and keeps each chain's answer
 * ttlMs in an LRU cache of maxEntries; concurrent asks for one chain share one request. An API
 * that is down, slow (timeoutMs), refusing or answering nonsense gives null, which is not cached
 * (a caller's unknown project id must not hide the price from the others).
 */
export function createNativePriceClient({
  apiUrl,
  serviceToken,
  ttlMs = NATIVE_PRICE_CACHE_TTL_MS,
  maxEntries = NATIVE_PRICE_CACHE_MAX_ENTRIES,
  timeoutMs = NATIVE_PRICE_REQUEST_TIMEOUT_MS,
  now = Date.now,
}: CreateNativePriceClientParameters): NativePriceClient {
  const cache = createLruCache<number, { at: number; usd: number | null }>({ maxEntries })
  const pending = new Map<number, Promise<{ usd: number | null } | undefined>>()

  /** The API's answer, or undefined when it gave none. */
  async function fetchPrice({
    chainId,
    projectId,
    onError,
  }: GetNativePriceParameters): Promise<{ usd: number | null } | undefined> {
    const address = `eip155:${chainId}:${NATIVE_TOKEN_ADDRESS}`
    const url = new URL('/v1/fungible/price', apiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'portico-secure')
    url.searchParams.set('sv', 'secure-0.1.0')
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(serviceToken ? { [SERVICE_TOKEN_HEADER]: serviceToken } : {}),
        },
        body: JSON.stringify({ currency: 'usd', addresses: [address] }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) {
        await response.body?.cancel()
        throw new Error(`the API answered ${response.status} to a price lookup`)
      }
      const body = (await response.json()) as { fungibles?: unknown }
      if (!Array.isArray(body.fungibles)) throw new Error('the API answered without fungibles')
      const found = (body.fungibles as { address?: unknown; price?: unknown }[]).find(
        (fungible) => fungible?.address === address,
      )
      return { usd: toPrice(found?.price) }
    } catch (error) {
      onError?.(error)
      return undefined
    }
  }

  return {
    async get(parameters) {
      const { chainId } = parameters
      const cached = cache.get(chainId)
      if (cached && now() - cached.at < ttlMs) return cached.usd
      let request = pending.get(chainId)
      if (!request) {
        request = fetchPrice(parameters).finally(() => pending.delete(chainId))
        pending.set(chainId, request)
      }
      const answer = await request
      if (!answer) return null
      cache.set(chainId, { at: now(), usd: answer.usd })
      return answer.usd
    },
  }
}
