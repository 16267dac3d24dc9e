/** A key's fixed window after one more hit: its count so far and how long until it resets. */
export type RateLimitWindow = { count: number; resetInMs: number }

/**
 * Where rate limits are counted: one node's memory (createMemoryRateLimitStore) or Redis, shared
 * by every node (createRedisRateLimitStore), so a cluster gives the answers one node would.
 */
export type RateLimitStore = {
  /** 'memory': this process only; 'redis': cluster-wide. */
  readonly kind: 'memory' | 'redis'
  /**
   * Counts one hit of `key` (the limiter's name and the counted key) in a fixed window of
   * `windowMs` that starts at the key's first hit. Rejects when the store cannot answer.
   */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>
}
