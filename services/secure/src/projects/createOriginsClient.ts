/** How long the secure server keeps a project's allowed origins (or its absence). */
export const ORIGINS_CACHE_TTL_MS = 60_000
/** At most this many projects are remembered; the cache starts over when full. */
export const ORIGINS_CACHE_MAX_ENTRIES = 10_000
/** How long one request to the API may take. */
export const ORIGINS_REQUEST_TIMEOUT_MS = 5_000

/** A project's allowed origins as the API reports them, or 'unknown' for an id it does not know. */
export type ProjectOrigins =
  | { status: 'ok'; allowedOrigins: readonly string[] }
  | { status: 'unknown' }

/** Thrown when the API cannot say (down, timing out, rate limiting, answering 5xx or nonsense). */
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
  /** @default ORIGINS_CACHE_TTL_MS */
  ttlMs?: number | undefined
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
 * 401 'Invalid Project ID' for an unknown id) and keeps each answer ttlMs, so a frame load costs
 * no round trip most of the time; concurrent asks for one id share one request. Failures are not
 * cached.
 */
export function createOriginsClient({
  apiUrl,
  ttlMs = ORIGINS_CACHE_TTL_MS,
  now = Date.now,
}: CreateOriginsClientParameters): OriginsClient {
  const cache = new Map<string, { at: number; value: ProjectOrigins }>()
  const pending = new Map<string, Promise<ProjectOrigins>>()

  async function fetchOrigins(projectId: string): Promise<ProjectOrigins> {
    const url = new URL('/projects/v1/origins', apiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'portico-secure')
    url.searchParams.set('sv', 'secure-0.1.0')
    let response: Response
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(ORIGINS_REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new OriginsUnavailableError('the API does not answer', { cause: error })
    }
    if (response.status === 401) {
      await response.body?.cancel()
      return { status: 'unknown' }
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
      if (cache.size >= ORIGINS_CACHE_MAX_ENTRIES) cache.clear()
      cache.set(projectId, { at: now(), value })
      return value
    },
  }
}
