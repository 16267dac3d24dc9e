import { HISTORY_SOURCE_MAX_RESPONSE_BYTES, HISTORY_SOURCE_TIMEOUT_MS } from './constants.js'
import { HistorySourceError } from './HistorySourceError.js'

/** Parameters of {@link fetchSourceJson}. */
export type FetchSourceJsonParameters = {
  /** The source's kind, for the error. */
  source: string
  /** The request; it may carry a key, so it never goes into an error or a log. */
  url: URL
  /** @default HISTORY_SOURCE_TIMEOUT_MS */
  timeoutMs?: number | undefined
}

function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return undefined
  return Number(value.trim())
}

/**
 * GETs a history source's JSON answer. No connection, a timeout or a 5xx is `unavailable`, a 429
 * `rate-limited` (with its Retry-After), another 4xx `refused`, a body that is too large or not
 * JSON `malformed` — each a HistorySourceError whose message leaves the URL out.
 */
export async function fetchSourceJson({
  source,
  url,
  timeoutMs = HISTORY_SOURCE_TIMEOUT_MS,
}: FetchSourceJsonParameters): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    throw new HistorySourceError(source, 'unavailable', timedOut ? 'timed out' : 'no connection')
  }
  if (response.status === 429) {
    await response.body?.cancel()
    throw new HistorySourceError(
      source,
      'rate-limited',
      'HTTP 429',
      retryAfterSeconds(response.headers.get('retry-after')),
    )
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new HistorySourceError(
      source,
      response.status >= 500 ? 'unavailable' : 'refused',
      `HTTP ${response.status}`,
    )
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > HISTORY_SOURCE_MAX_RESPONSE_BYTES) {
    await response.body?.cancel()
    throw new HistorySourceError(source, 'malformed', 'answer too large')
  }
  let text: string
  try {
    text = await response.text()
  } catch {
    throw new HistorySourceError(source, 'unavailable', 'answer cut off')
  }
  if (text.length > HISTORY_SOURCE_MAX_RESPONSE_BYTES)
    throw new HistorySourceError(source, 'malformed', 'answer too large')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HistorySourceError(source, 'malformed', 'answer is not JSON')
  }
}
