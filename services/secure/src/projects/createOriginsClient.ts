import { createLruCache, SERVICE_TOKEN_HEADER } from '@portico/kit'

/** How long the secure server keeps a project's allowed origins (or its absence). */
export const ORIGINS_CACHE_TTL_MS = 60_000
/** At most this many projects are remembered; the least recently used are forgotten first. */
export const ORIGINS_CACHE_MAX_ENTRIES = 10_000
/** How long one request to the API may take. */
export const ORIGINS_REQUEST_TIMEOUT_MS = 5_000

/** A project's allowed origins as the API reports them, or 'unknown' for an id it does not know. */
export type ProjectOrigins =
  | { status: 'ok'; allowedOrigins: readonly string[] }
  | { status: 'unknown' }

/**
 * Thrown when the API cannot say (down, timing out, rate limiting, refusing the service token,
 * answering 5xx or nonsense).
 */
export class OriginsUnavailableError extends Error {
  override name = 'OriginsUnavailableError'
  /** The API answered 429. */
  readonly rateLimited: boolean
  constructor(message: string, options: { cause?: unknown; rateLimited?: boolean } = {}) {
    super(message, { cause: options.cause })
    this.rateLimited = options.rateLimited ?? false
  }
}

/** Parameters of `createOriginsClient`. */
export type CreateOriginsClientParameters = {
  /** The Portico API's base URL. */
  apiUrl: string
  /**
   * PORTICO_SERVICE_TOKEN, sent as `x-portico-service-token`: the API then answers these lookups
   * whatever strangers did to the project's rate limits. @default none (limited as any client)
   */
  serviceToken?: string | undefined
  /** @default ORIGINS_CACHE_TTL_MS */
  ttlMs?: number | undefined
  /** @default ORIGINS_CACHE_MAX_ENTRIES */
  maxEntries?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** Reads projects' allowed origins from the API. */
export type OriginsClient = {
  /** The project's origins (cached for ttlMs, unknown ids too); throws OriginsUnavailableError. */
  get(projectId: string): Promise<ProjectOrigins>
}

/**
 * Asks the API's `GET /projects/v1/origins?projectId=` (services/api/src/routes/projectRoutes.ts;
 * 401 'Invalid Project ID' for an unknown id) with the service token, and keeps each answer
 * ttlMs in an LRU cache of maxEntries, so a frame load costs no round trip most of the time and a
 * flood of made-up ids cannot push out the projects in use; concurrent asks for one id share one
 * request. Failures are not cached.
 */
export function createOriginsClient({
  apiUrl,
  serviceToken,
  ttlMs = ORIGINS_CACHE_TTL_MS,
  maxEntries = ORIGINS_CACHE_MAX_ENTRIES,
  now = Date.now,
}: CreateOriginsClientParameters): OriginsClient {
  const cache = createLruCache<string, { at: number; value: ProjectOrigins }>({ maxEntries })
  const pending = new Map<string, Promise<ProjectOrigins>>()

  async function fetchOrigins(projectId: string): Promise<ProjectOrigins> {
    const url = new URL('/projects/v1/origins', apiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'portico-secure')
    url.searchParams.set('sv', 'secure-0.1.0')
    let response: Response
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(serviceToken ? { [SERVICE_TOKEN_HEADER]: serviceToken } : {}),
        },
        signal: AbortSignal.timeout(ORIGINS_REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new OriginsUnavailableError('the API does not answer', { cause: error })
    }
    if (response.status === 401) {
      // Only 'Invalid Project ID' means unknown: a refused service token is the operator's
      // mistake, not the project's absence (and must not be cached as such).
      const body = (await response.json().catch(() => undefined)) as
        | { error?: { code?: unknown } }
        | undefined
      if (body?.error?.code === 'INVALID_PROJECT_ID') return { status: 'unknown' }
      throw new OriginsUnavailableError(
        `the API refused the lookup (${String(body?.error?.code ?? 401)}): check PORTICO_SERVICE_TOKEN`,
      )
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new OriginsUnavailableError(`the API answered ${response.status}`, {
        rateLimited: response.status === 429,
      })
    }
    const body = (await response.json().catch(() => undefined)) as
      | { allowedOrigins?: unknown }
      | undefined
    const origins = body?.allowedOrigins
    if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string'))
      throw new OriginsUnavailableError('the API answered without allowedOrigins')
    return { status: 'ok', allowedOrigins: origins }
  }

  return {
    async get(projectId) {
      const cached = cache.get(projectId)
      if (cached && now() - cached.at < ttlMs) return cached.value
      let request = pending.get(projectId)
      if (!request) {
        request = fetchOrigins(projectId).finally(() => pending.delete(projectId))
        pending.set(projectId, request)
      }
      const value = await request
      cache.set(projectId, { at: now(), value })
      return value
    },
  }
}
