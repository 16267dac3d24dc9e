import type { RateLimitStore, RateLimitWindow } from './RateLimitStore.js'

/** Parameters of createMemoryRateLimitStore. */
export type CreateMemoryRateLimitStoreParameters = {
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** A RateLimitStore in this process's memory, and how many keys it holds (for tests). */
export type MemoryRateLimitStore = RateLimitStore & { readonly size: number }

/**
 * Fixed windows in a Map: one node's counts, as before REDIS_URL. Expired keys are swept at
 * most once per shortest window seen, so memory stays bounded by the keys of one window.
 */
export function createMemoryRateLimitStore({
  now = Date.now,
}: CreateMemoryRateLimitStoreParameters = {}): MemoryRateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let sweepEveryMs = Number.POSITIVE_INFINITY
  let nextSweep = Number.POSITIVE_INFINITY

  function sweep(at: number) {
    if (at < nextSweep) return
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    nextSweep = at + sweepEveryMs
  }

  return {
    kind: 'memory',
    async hit(key, windowMs): Promise<RateLimitWindow> {
      const at = now()
      if (windowMs < sweepEveryMs) {
        sweepEveryMs = windowMs
        nextSweep = Math.min(nextSweep, at + windowMs)
      }
      sweep(at)
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.resetAt - at }
    },
    get size() {
      return windows.size
    },
  }
}
