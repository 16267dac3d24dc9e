import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '../constants.js'
import { abortable, toRequestAbortedError } from './abortable.js'
import { isRetryableError } from './isRetryableError.js'
import { retryAfterMs } from './retryAfterMs.js'

export type WithRetryParameters = {
  /** Retries after the first try. @default RPC_RETRY_COUNT (3) */
  retryCount?: number | undefined
  /** Wait before the first retry; each next one doubles. @default RPC_RETRY_BASE_DELAY_MS (150) */
  baseDelayMs?: number | undefined
  /** Aborting rejects at once with RequestAbortedError ('Request was aborted'), no more tries. */
  signal?: AbortSignal | undefined
  /** @default isRetryableError */
  shouldRetry?: ((error: unknown) => boolean) | undefined
  /** Waits `ms`; injectable for tests. @default a setTimeout promise */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The wait before retry number `retry` (0 for the first): the server's Retry-After when it sent
 * one, else `baseDelayMs` doubled per retry (150, 300, 600 ms).
 */
export function getRetryDelayMs(
  error: unknown,
  retry: number,
  baseDelayMs: number = RPC_RETRY_BASE_DELAY_MS,
): number {
  return retryAfterMs(error) ?? baseDelayMs * 2 ** retry
}

/**
 * Runs `request`, trying again on transient failures (spec §8: network failures, timeouts, HTTP
 * 403, 408, 413, 429, 500, 502, 503, 504, honouring Retry-After), at most `retryCount` more
 * times. Other errors, and the last one, are thrown as they are.
 *
 * @example
 * const block = await withRetry(() => client.post({ path: '/', body, signal }), { signal })
 */
export async function withRetry<T>(
  request: () => Promise<T>,
  {
    retryCount = RPC_RETRY_COUNT,
    baseDelayMs = RPC_RETRY_BASE_DELAY_MS,
    signal,
    shouldRetry = isRetryableError,
    sleep = defaultSleep,
  }: WithRetryParameters = {},
): Promise<T> {
  for (let retry = 0; ; retry++) {
    if (signal?.aborted) throw toRequestAbortedError(signal.reason)
    try {
      return await abortable(request(), signal)
    } catch (error) {
      // A request the caller aborted fails however the transport words it.
      if (signal?.aborted) throw toRequestAbortedError(signal.reason)
      if (retry >= retryCount || !shouldRetry(error)) throw error
      await abortable(sleep(getRetryDelayMs(error, retry, baseDelayMs)), signal)
    }
  }
}
