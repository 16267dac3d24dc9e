/** A limit: at most `max` requests per `windowMs`. */
export type SiwxRateLimitRule = { max: number; windowMs: number }

/**
 * A fixed-window counter per key, in memory: `take(key)` counts one request and answers whether
 * it is allowed, else how many seconds until the window resets (Retry-After). Expired keys are
 * swept once per window, so memory holds the keys of one window.
 */
export function createFixedWindowLimiter({
  max,
  windowMs,
  now,
}: SiwxRateLimitRule & { now: () => number }) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = now() + windowMs
  return {
    take(key: string): { allowed: true } | { allowed: false; retryAfterS: number } {
      const at = now()
      if (at >= nextSweep) {
        for (const [k, window] of windows) if (window.resetAt <= at) windows.delete(k)
        nextSweep = at + windowMs
      }
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      if (window.count <= max) return { allowed: true }
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.resetAt - at) / 1_000)) }
    },
  }
}
