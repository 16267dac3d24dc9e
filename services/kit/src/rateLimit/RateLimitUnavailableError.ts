/**
 * Thrown by a limiter whose shared store (Redis) does not answer and which must not let requests
 * through uncounted (a security limit: mail sends, code checks). Services answer it 503
 * RATE_LIMIT_UNAVAILABLE (toHttpError), never 'allowed'.
 */
export class RateLimitUnavailableError extends Error {
  override name = 'RateLimitUnavailableError'
  /** The limiter that could not count. */
  readonly limiter: string
  constructor(limiter: string, options: { cause?: unknown } = {}) {
    super(`the rate limit '${limiter}' cannot be counted: its store does not answer`, options)
    this.limiter = limiter
  }
}
