/** A token bucket: `take()` is true while the rate (with its burst) is not exceeded. */
export type TokenBucket = { take(): boolean }

/**
 * A bucket holding up to `burst` tokens, refilled at `perSecond` tokens a second; each take()
 * spends one. `now` is a clock in ms.
 */
export function createTokenBucket(
  perSecond: number,
  burst: number,
  now: () => number,
): TokenBucket {
  let tokens = burst
  let last = now()
  return {
    take() {
      const t = now()
      tokens = Math.min(burst, tokens + ((t - last) / 1_000) * perSecond)
      last = t
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
