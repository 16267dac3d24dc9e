import { HTTP_TRANSPORT_TIMEOUT_MS } from '../constants.js'
import type { InFlightReads } from './createInFlightReads.js'
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
  /**
   * The instance's reads in flight: a GET identical to one still running (same URL, headers and
   * timeout) shares its answer instead of asking again (spec §9 "Dedupe cache"). @default none
   */
  inFlight?: InFlightReads | undefined
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

/** Settles like `promise`, or rejects with the signal's reason once `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
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
  inFlight,
}: CreateHttpClientParameters) {
  function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    parameters: HttpRequestParameters,
  ): Promise<T> {
    if (method !== 'GET' || !inFlight) return send<T>(method, parameters)
    const key = JSON.stringify([
      requestUrl(parameters).href,
      parameters.headers ?? {},
      parameters.timeoutMs ?? HTTP_TRANSPORT_TIMEOUT_MS,
    ])
    // The shared request runs without any one caller's signal; each caller stops on its own.
    const shared = inFlight.share(key, () => send<T>(method, { ...parameters, signal: undefined }))
    return untilAborted(shared, parameters.signal)
  }

  function requestUrl(parameters: HttpRequestParameters): URL {
    const url = new URL(
      parameters.path.replace(/^\//, ''),
      baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    )
    const id = typeof clientId === 'function' ? clientId() : clientId
    const query = { ...baseQuery, ...parameters.query, ...(id ? { clientId: id } : {}) }
    url.search = toSearchParams(query).toString()
    return url
  }

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    parameters: HttpRequestParameters,
  ): Promise<T> {
    const url = requestUrl(parameters)
    const timeoutMs = parameters.timeoutMs ?? HTTP_TRANSPORT_TIMEOUT_MS
    // A timer of the page's clock (not AbortSignal.timeout), so the timeout also holds under
    // fake timers; it covers reading the body too.
    const timeout = new AbortController()
    const timer = setTimeout(
      () => timeout.abort(new DOMException(`after ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    )
    try {
      return await exchange<T>(method, url, parameters, timeout.signal, timeoutMs)
    } finally {
      clearTimeout(timer)
    }
  }

  async function exchange<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: URL,
    parameters: HttpRequestParameters,
    timeout: AbortSignal,
    timeoutMs: number,
  ): Promise<T> {
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
