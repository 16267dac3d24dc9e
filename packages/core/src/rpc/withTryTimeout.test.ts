import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HTTP_TRANSPORT_TIMEOUT_MS } from '../constants.js'
import { HttpTimeoutError } from '../http/errors.js'
import { isRetryableError } from './isRetryableError.js'
import { withTryTimeout } from './withTryTimeout.js'

/** A try that never answers, rejecting only when its signal aborts (as fetch does). */
const hanging = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  )

describe('withTryTimeout — spec §9 "HTTP transport timeout 10 s", per try', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it(`a try still unanswered after HTTP_TRANSPORT_TIMEOUT_MS (${HTTP_TRANSPORT_TIMEOUT_MS} ms) fails with HttpTimeoutError, which is retried`, async () => {
    const result = withTryTimeout(hanging, {
      timeoutMs: HTTP_TRANSPORT_TIMEOUT_MS,
      details: 'URL: http://a',
    }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(HTTP_TRANSPORT_TIMEOUT_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(HttpTimeoutError)
    expect((error as HttpTimeoutError).message).toContain('URL: http://a')
    expect(isRetryableError(error)).toBe(true)
    expect(HTTP_TRANSPORT_TIMEOUT_MS).toBe(10_000)
  })

  it("the caller's abort is passed on with its reason, not as a timeout, and not retried", async () => {
    const caller = new AbortController()
    const result = withTryTimeout(hanging, { signal: caller.signal, timeoutMs: 1_000 }).catch(
      (e: unknown) => e,
    )
    const reason = new DOMException('stop', 'AbortError')
    caller.abort(reason)
    expect(await result).toBe(reason)
    expect(isRetryableError(reason)).toBe(false)
  })

  it('an answer in time is returned and its timer cleared', async () => {
    await expect(withTryTimeout(async () => 'ok', { timeoutMs: 1_000 })).resolves.toBe('ok')
    expect(vi.getTimerCount()).toBe(0)
  })
})
