/** A limit: at most `max` requests per `windowMs`. */
export type RateLimitRule = { max: number; windowMs: number }

export type CreateRateLimiterParameters = RateLimitRule & {
  /** @default Date.now */
  now?: (() => number) | undefined
  /**
   * Maps each key before it is counted: `clientAddressKey` for limiters keyed by client address,
   * so an IPv6 client counts per /64. @default the key as is
   */
  keyOf?: ((key: string) => string) | undefined
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterS: number }

/**
 * A fixed-window counter per key (an IP address, a project id), in memory: each key may make
 * `max` requests per window; over that, the answer says how many seconds until the window
 * resets (Retry-After). Expired keys are swept once per window so memory stays bounded by the
 * keys of one window. Limiters of client addresses pass `keyOf: clientAddressKey`.
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
  keyOf,
}: CreateRateLimiterParameters) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = now() + windowMs

  function sweep(at: number) {
    if (at < nextSweep) return
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    nextSweep = at + windowMs
  }

  return {
    /** Counts one request of `key`. */
    take(rawKey: string): RateLimitResult {
      const key = keyOf ? keyOf(rawKey) : rawKey
      const at = now()
      sweep(at)
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      if (window.count <= max) return { allowed: true }
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((window.resetAt - at) / 1_000)) }
    },
    /** How many keys are tracked (for tests). */
    get size() {
      return windows.size
    },
  }
}
