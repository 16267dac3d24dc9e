import {
  HTTP_TRANSPORT_TIMEOUT_MS,
  HttpRequestError,
  HttpStatusError,
  HttpTimeoutError,
  RETRYABLE_HTTP_STATUSES,
  retryAfterMs,
  type WithRetryParameters,
  withFallover,
  withTryTimeout,
} from '@portico/core/internal'

export type CreateFalloverFetchParameters = {
  /** Tried in order; each gets spec §9's retries before the next is tried. */
  rpcUrls: readonly string[]
  /** Named by the error when `rpcUrls` is empty. */
  chainId?: string | number | undefined
  /** Waits between tries; injectable for tests. @default a setTimeout promise */
  sleep?: WithRetryParameters['sleep']
}

/** Statuses whose answers have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304]

/** A URL's user:password moved to a Basic Authorization header, as viem's HTTP client does. */
function splitCredentials(url: string): { url: string; authorization: string | undefined } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { url, authorization: undefined }
  }
  if (!parsed.username) return { url, authorization: undefined }
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`
  parsed.username = ''
  parsed.password = ''
  return { url: parsed.toString(), authorization: `Basic ${btoa(credentials)}` }
}

/** One try on one URL: its own HTTP_TRANSPORT_TIMEOUT_MS (10 s) covering the answer's body too. */
async function fetchOnce(rpcUrl: string, init: RequestInit | undefined): Promise<Response> {
  const { url, authorization } = splitCredentials(rpcUrl)
  const headers = new Headers(init?.headers)
  // viem's headers are built for the first URL: never send its credentials to another.
  headers.delete('authorization')
  if (authorization) headers.set('authorization', authorization)
  try {
    return await withTryTimeout(
      async (signal) => {
        const response = await fetch(url, { ...init, headers, signal })
        const body = NULL_BODY_STATUSES.includes(response.status)
          ? null
          : await response.arrayBuffer()
        const answer = new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
        if (!RETRYABLE_HTTP_STATUSES.includes(response.status)) return answer
        throw new HttpStatusError(response.status, {
          retryAfterS: toSeconds(retryAfterMs({ headers: response.headers })),
          details: `URL: ${url}`,
        })
      },
      { signal: init?.signal, timeoutMs: HTTP_TRANSPORT_TIMEOUT_MS, details: `URL: ${url}` },
    )
  } catch (error) {
    if (init?.signal?.aborted || error instanceof HttpStatusError) throw error
    if (error instanceof HttpTimeoutError) throw error
    // fetch's own failure (refused, reset, DNS): named with the URL, retried as a network failure.
    throw new HttpRequestError({ details: `URL: ${url}`, cause: error })
  }
}

const toSeconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1_000)

/**
 * A `fetch` for viem's HTTP transport that sends each HTTP request (a JSON-RPC call or a batch)
 * to the first of `rpcUrls` through spec §9's retry (3 retries, 150 ms doubling; spec §8's
 * retryable statuses and network failures; Retry-After honoured), falling over to the next URL
 * when one's tries are spent. Any other answer — a JSON-RPC result or error, an HTTP 400 — is
 * given back as it is, for viem to read: no retry, no fallover.
 */
export function createFalloverFetch({
  rpcUrls,
  chainId,
  sleep,
}: CreateFalloverFetchParameters): (
  input: string | URL | Request,
  init?: RequestInit,
) => Promise<Response> {
  return (_input, init) =>
    withFallover((url) => fetchOnce(url, init), {
      urls: rpcUrls,
      chainId,
      signal: init?.signal ?? undefined,
      sleep,
    })
}
