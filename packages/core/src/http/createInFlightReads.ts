import { DEDUPE_CACHE_ENTRIES } from '../constants.js'

export type CreateInFlightReadsParameters = {
  /** Keys held at once; past it the oldest stops being shared. @default DEDUPE_CACHE_ENTRIES (8192) */
  maxEntries?: number | undefined
}

/** Identical reads in flight of one instance, shared (createInFlightReads). */
export type InFlightReads = ReturnType<typeof createInFlightReads>

/**
 * Dedupes identical reads while one is in flight (spec §9 "Dedupe cache 8192 entries"): `share`
 * with a key already running returns that run's promise instead of starting another. A key leaves
 * the cache when its run settles, so a later read asks again; the cache holds at most `maxEntries`
 * keys, the oldest dropped first (its run goes on, unshared).
 */
export function createInFlightReads({
  maxEntries = DEDUPE_CACHE_ENTRIES,
}: CreateInFlightReadsParameters = {}) {
  const running = new Map<string, Promise<unknown>>()
  return {
    share<T>(key: string, run: () => Promise<T>): Promise<T> {
      const current = running.get(key)
      if (current) return current as Promise<T>
      const promise = run().finally(() => {
        if (running.get(key) === promise) running.delete(key)
      })
      while (running.size >= maxEntries) {
        const oldest = running.keys().next().value
        if (oldest === undefined) break
        running.delete(oldest)
      }
      running.set(key, promise)
      return promise
    },
    /** Keys in flight. */
    size: () => running.size,
  }
}
