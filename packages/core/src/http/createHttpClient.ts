import { HTTP_TRANSPORT_TIMEOUT_MS } from '../constants.js'
import { HttpRequestError, HttpStatusError, HttpTimeoutError } from './errors.js'

/** Query values; undefined ones are left out, arrays are joined with commas. */
export type HttpQuery = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>

export type HttpRequestParameters = {
  path: string
  query?: HttpQuery | undefined
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** @default HTTP_TRANSPORT_TIMEOUT_MS (10 s) */
  timeoutMs?: number | undefined
}

export type CreateHttpClientParameters = {
  baseUrl: string
  /** Appended to every query (spec §7: "query (clientId appended)"), when known. */
  clientId?: string | undefined | (() => string | undefined)
  /** Query every request carries, e.g. projectId, st, sv. */
  baseQuery?: HttpQuery | undefined
  /** @default globalThis.fetch, read at call time */
  fetch?: typeof fetch | undefined
}

/** A JSON HTTP client: GET, POST, PUT, DELETE (spec §7 "Generic HTTP client"). */
export type HttpClient = ReturnType<typeof createHttpClient>

function toSearchParams(query: HttpQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params
}

function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1_000))
}

/**
 * Creates a client of one base URL. Non-OK answers throw HttpStatusError ('HTTP status code:
 * {status}', with Retry-After and the JSON body when present); network failures HttpRequestError;
 * timeouts HttpTimeoutError.
 */
export function createHttpClient({
  baseUrl,
  clientId,
  baseQuery = {},
  fetch: fetchOption,
}: CreateHttpClientParameters) {
  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    parameters: HttpRequestParameters,
  ): Promise<T> {
    const url = new URL(
      parameters.path.replace(/^\//, ''),
      baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    )
    const id = typeof clientId === 'function' ? clientId() : clientId
    const query = { ...baseQuery, ...parameters.query, ...(id ? { clientId: id } : {}) }
    url.search = toSearchParams(query).toString()
    const timeoutMs = parameters.timeoutMs ?? HTTP_TRANSPORT_TIMEOUT_MS
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = parameters.signal ? AbortSignal.any([parameters.signal, timeout]) : timeout
    const doFetch = fetchOption ?? globalThis.fetch
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        signal,
        headers: {
          accept: 'application/json',
          ...(parameters.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...parameters.headers,
        },
        body: parameters.body !== undefined ? JSON.stringify(parameters.body) : undefined,
      })
    } catch (error) {
      if (timeout.aborted && !parameters.signal?.aborted)
        throw new HttpTimeoutError({
          cause: error,
          details: `${method} ${url.pathname} after ${timeoutMs} ms`,
        })
      throw new HttpRequestError({ cause: error, details: `${method} ${url.pathname}` })
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    if (!response.ok)
      throw new HttpStatusError(response.status, {
        details: `${method} ${url.pathname}`,
        retryAfterS: retryAfterSeconds(response.headers.get('retry-after'), Date.now()),
        body,
      })
    return body as T
  }
  return {
    baseUrl,
    get: <T>(parameters: HttpRequestParameters) => request<T>('GET', parameters),
    post: <T>(parameters: HttpRequestParameters) => request<T>('POST', parameters),
    put: <T>(parameters: HttpRequestParameters) => request<T>('PUT', parameters),
    delete: <T>(parameters: HttpRequestParameters) => request<T>('DELETE', parameters),
  }
}
