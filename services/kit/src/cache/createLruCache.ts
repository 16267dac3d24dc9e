/** Parameters of `createLruCache`. */
export type CreateLruCacheParameters = {
  /** At most this many entries are kept; setting one more forgets the least recently used. */
  maxEntries: number
}

/** A bounded map that forgets its least recently used entry when full. */
export type LruCache<K, V> = {
  /** The value of `key`, which becomes the most recently used. */
  get(key: K): V | undefined
  /** The value of `key` without making it more recently used. */
  peek(key: K): V | undefined
  /** Keeps `value` as the most recently used, forgetting the least recently used when full. */
  set(key: K, value: V): void
  delete(key: K): void
  readonly size: number
}

/**
 * An LRU cache over a Map (whose iteration order is insertion order: a read re-inserts). Unlike a
 * cache that starts over when full, a flood of new keys cannot evict the keys in use: each read
 * of those keys moves them to the back of the line.
 */
export function createLruCache<K, V>({ maxEntries }: CreateLruCacheParameters): LruCache<K, V> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('maxEntries must be a whole number of at least 1')
  const entries = new Map<K, V>()
  return {
    get(key) {
      if (!entries.has(key)) return undefined
      const value = entries.get(key) as V
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    peek: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done) break
        entries.delete(oldest.value)
      }
    },
    delete(key) {
      entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}
