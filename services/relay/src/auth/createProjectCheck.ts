/** The outcome of a project check. */
export type ProjectCheckResult = 'known' | 'unknown' | 'unavailable'

/** Parameters of createProjectCheck. */
export type CreateProjectCheckParameters = {
  /** The Portico API's base URL, e.g. http://127.0.0.1:4000. */
  apiUrl: string
  /** How long a known project is remembered. */
  knownTtlMs: number
  /** How long an unknown project is remembered. */
  unknownTtlMs: number
  /** How long the API may take to answer. @default 5,000 */
  timeoutMs?: number
  /** Clock in ms. */
  now: () => number
  /**
   * The shared service-to-service secret (PORTICO_SERVICE_TOKEN): sent as the header
   * `x-portico-service-token`, so the API exempts the relay's lookups from its per-project rate
   * limit. Never logged. @default none (no header)
   */
  serviceToken?: string
}

/** The header that carries PORTICO_SERVICE_TOKEN from one Portico service to another. */
export const SERVICE_TOKEN_HEADER = 'x-portico-service-token'

/** At most this many project ids are cached; the oldest entry goes when full. */
const MAX_CACHED_PROJECTS = 10_000

/**
 * Checks that a connection's projectId is one of the API's projects by asking the API
 * (`GET /projects/v1/origins?projectId=…`: 200 for a project, 401 INVALID_PROJECT_ID for none;
 * any other answer, a 401 INVALID_SERVICE_TOKEN too, is 'unavailable' and not cached),
 * with a small cache and one request in flight per id. The API's project cache (5 s) and this
 * one add up: an edit shows within about a minute.
 */
export function createProjectCheck({
  apiUrl,
  knownTtlMs,
  unknownTtlMs,
  timeoutMs = 5_000,
  now,
  serviceToken,
}: CreateProjectCheckParameters): (projectId: string) => Promise<ProjectCheckResult> {
  const base = apiUrl.replace(/\/+$/, '')
  const cache = new Map<string, { result: 'known' | 'unknown'; until: number }>()
  const inFlight = new Map<string, Promise<ProjectCheckResult>>()
  const headers: Record<string, string> = serviceToken
    ? { [SERVICE_TOKEN_HEADER]: serviceToken }
    : {}

  async function ask(projectId: string): Promise<ProjectCheckResult> {
    const url = `${base}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}&st=portico-relay&sv=relay-0.1.0`
    let result: ProjectCheckResult
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
      // A 401 is an unknown project only when the API says so: a refused service token (a
      // misconfigured relay) must not mark every project unknown.
      const code =
        response.status === 401
          ? ((await response.json().catch(() => undefined)) as { error?: { code?: unknown } })
              ?.error?.code
          : undefined
      if (response.status !== 401) await response.body?.cancel()
      result =
        response.status === 200
          ? 'known'
          : code === 'INVALID_PROJECT_ID'
            ? 'unknown'
            : 'unavailable'
    } catch {
      return 'unavailable'
    }
    if (result !== 'unavailable') {
      // The oldest entry gives way (Map keeps insertion order), so a flood of made-up ids cannot
      // wipe the projects in use.
      if (cache.size >= MAX_CACHED_PROJECTS) {
        const oldest = cache.keys().next().value
        if (oldest !== undefined) cache.delete(oldest)
      }
      cache.set(projectId, {
        result,
        until: now() + (result === 'known' ? knownTtlMs : unknownTtlMs),
      })
    }
    return result
  }

  return async (projectId) => {
    if (!projectId || projectId.length > 128 || projectId.includes('\0')) return 'unknown'
    const cached = cache.get(projectId)
    if (cached && cached.until > now()) return cached.result
    let pending = inFlight.get(projectId)
    if (!pending) {
      pending = ask(projectId).finally(() => inFlight.delete(projectId))
      inFlight.set(projectId, pending)
    }
    return pending
  }
}
