import { SDK_TYPE, SDK_VERSION } from '../constants.js'
import { alertCodeFromHttpStatus } from '../errors/alerts.js'
import type { HttpClient } from '../http/createHttpClient.js'
import { HttpStatusError } from '../http/errors.js'
import { AllowedOriginsFetchError } from './errors.js'

export type FetchAllowedOriginsParameters = {
  client: HttpClient
  projectId: string
  signal?: AbortSignal | undefined
}

export type FetchAllowedOriginsReturnType = {
  allowedOrigins: readonly string[]
  /** True when the list is the spec's empty fallback (the API failed or answered nonsense). */
  fallback: boolean
  /** Why the fallback was used. */
  error: unknown
}

export type FetchAllowedOriginsErrorType = AllowedOriginsFetchError

/**
 * The project's allowed origins (spec §7 `GET /projects/v1/origins` → `allowedOrigins`, with
 * projectId, st and sv). Spec §8: "HTTP 429 becomes RATE_LIMITED, 5xx becomes SERVER_ERROR"
 * (thrown as AllowedOriginsFetchError), "otherwise an empty list" (marked `fallback`).
 * Non-string entries of the answer are dropped.
 */
export async function fetchAllowedOrigins({
  client,
  projectId,
  signal,
}: FetchAllowedOriginsParameters): Promise<FetchAllowedOriginsReturnType> {
  let body: unknown
  try {
    body = await client.get<unknown>({
      path: '/projects/v1/origins',
      query: { projectId, st: SDK_TYPE, sv: SDK_VERSION },
      signal,
    })
  } catch (error) {
    const code =
      error instanceof HttpStatusError ? alertCodeFromHttpStatus(error.status) : undefined
    if (code) throw new AllowedOriginsFetchError(code, { cause: error })
    return { allowedOrigins: Object.freeze([]), fallback: true, error }
  }
  const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
  if (!Array.isArray(list))
    return {
      allowedOrigins: Object.freeze([]),
      fallback: true,
      error: new TypeError('GET /projects/v1/origins did not answer { allowedOrigins: [...] }'),
    }
  return {
    allowedOrigins: Object.freeze(list.filter((item): item is string => typeof item === 'string')),
    fallback: false,
    error: undefined,
  }
}
