import { HttpTimeoutError } from '../http/errors.js'

export type WithTryTimeoutParameters = {
  /** The caller's signal: its abort aborts the try, with its reason. */
  signal?: AbortSignal | null | undefined
  /** How long the try may take. */
  timeoutMs: number
  /** Named by the timeout error, e.g. `URL: …`. */
  details?: string | undefined
}

/**
 * Runs one try of a request with its own timeout (spec §9 "HTTP transport timeout 10 s" is per
 * try, so a retry or the next URL gets its full time): `run` is given a signal aborted when the
 * caller's is or when `timeoutMs` passes; then the try fails with HttpTimeoutError, which withRetry
 * retries. Written without AbortSignal.any so older browsers run it.
 */
export async function withTryTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  { signal, timeoutMs, details }: WithTryTimeoutParameters,
): Promise<T> {
  const controller = new AbortController()
  const abort = () => controller.abort(signal?.reason)
  if (signal?.aborted) abort()
  else signal?.addEventListener('abort', abort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The try timed out', 'TimeoutError'))
  }, timeoutMs)
  try {
    return await run(controller.signal)
  } catch (error) {
    // Not caused by the abort it made: an AbortError in the chain would read as the caller's.
    if (timedOut && !signal?.aborted) throw new HttpTimeoutError({ details })
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
