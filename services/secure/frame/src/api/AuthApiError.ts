/** A failed call of the secure server's /auth/v1 API, with the server's code and message. */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  /** The server's error code (`SESSION_EXPIRED`, `INVALID_CODE`, `RATE_LIMITED` …) or `NETWORK`. */
  readonly code: string
  readonly status: number
  /** Seconds to wait before retrying, from Retry-After on a 429. */
  readonly retryAfterS: number | undefined
  /** The server's `details` (e.g. `{ attemptsLeft }` of INVALID_CODE). */
  readonly details: unknown

  constructor(
    message: string,
    {
      code,
      status,
      retryAfterS,
      details,
    }: { code: string; status: number; retryAfterS?: number; details?: unknown },
  ) {
    super(message)
    this.code = code
    this.status = status
    this.retryAfterS = retryAfterS
    this.details = details
  }
}
