export type CreateSlidingWindowLimiterParameters = {
  /** How many takes the window allows. */
  max: number
  windowMs: number
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** Allows at most `max` takes in any span of `windowMs`. */
export type SlidingWindowLimiter = {
  /** Takes one slot and returns true, or returns false (taking nothing) when the window is full. */
  tryTake(): boolean
}

/**
 * A sliding-window limiter: a take at time t counts until t + windowMs, so no span of windowMs
 * ever holds more than `max` takes (unlike a fixed window, which allows 2 × max across its edge).
 */
export function createSlidingWindowLimiter({
  max,
  windowMs,
  now = Date.now,
}: CreateSlidingWindowLimiterParameters): SlidingWindowLimiter {
  const taken: number[] = []
  return {
    tryTake() {
      const time = now()
      while (taken.length > 0 && taken[0]! <= time - windowMs) taken.shift()
      if (taken.length >= max) return false
      taken.push(time)
      return true
    },
  }
}
