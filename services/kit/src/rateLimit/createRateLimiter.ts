import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import type { RateLimitStore } from './RateLimitStore.js'
import { RateLimitUnavailableError } from './RateLimitUnavailableError.js'

/** A limit: at most `max` requests per `windowMs`. */
export type RateLimitRule = { max: number; windowMs: number }

/**
 * What a limiter does when its store (Redis) does not answer: 'refuse' throws
 * RateLimitUnavailableError (503: a security limit never lets tries through uncounted);
 * 'count-locally' counts in this node's memory meanwhile (each node then allows the limit on its
 * own, as without Redis: availability before exactness, for limits against floods).
 */
export type WhenStoreFails = 'refuse' | 'count-locally'

export type CreateRateLimiterParameters = RateLimitRule & {
  /** The limiter's name, unique in its service: part of its keys (`portico:<service>:rl:<name>:<key>`). */
  name: string
  /** Where it counts. @default a memory store of its own (this process only) */
  store?: RateLimitStore | undefined
  /** @default 'refuse' */
  whenStoreFails?: WhenStoreFails | undefined
  /** Told each time the store fails (log it; never the key's secret parts). @default none */
  onStoreError?: ((error: unknown) => void) | undefined
  /** The memory stores' clock. @default Date.now */
  now?: (() => number) | undefined
  /**
   * Maps each key before it is counted: `clientAddressKey` for limiters keyed by client address,
   * so an IPv6 client counts per /64. @default the key as is
   */
  keyOf?: ((key: string) => string) | undefined
}

/** A refusal names its limiter, so the 429 it becomes is counted under it (rate_limit_refusals_total). */
export type RateLimitResult =
  | { allowed: true }
  | { allowed: false; retryAfterS: number; limiter: string }

/** A named fixed-window limit over a store. */
export type RateLimiter = {
  readonly name: string
  /** Counts one request of `key`; rejects with RateLimitUnavailableError (see whenStoreFails). */
  take(key: string): Promise<RateLimitResult>
}

/**
 * A fixed-window counter per key (an IP address, a project id, an email address): each key may
 * make `max` requests per window, which starts at its first request; over that, the answer says
 * how many seconds until the window resets (Retry-After). Counted in `store`: this process's
 * memory, or Redis so that every node of a cluster gives the answers one node would.
 */
export function createRateLimiter({
  name,
  max,
  windowMs,
  store,
  whenStoreFails = 'refuse',
  onStoreError,
  now,
  keyOf,
}: CreateRateLimiterParameters): RateLimiter {
  const counted = store ?? createMemoryRateLimitStore({ now })
  let local: RateLimitStore | undefined

  async function hit(key: string) {
    try {
      return await counted.hit(key, windowMs)
    } catch (error) {
      onStoreError?.(error)
      if (whenStoreFails === 'refuse') throw new RateLimitUnavailableError(name, { cause: error })
      local ??= createMemoryRateLimitStore({ now })
      return local.hit(key, windowMs)
    }
  }

  return {
    name,
    async take(rawKey) {
      const key = `${name}:${keyOf ? keyOf(rawKey) : rawKey}`
      const window = await hit(key)
      if (window.count <= max) return { allowed: true }
      return {
        allowed: false,
        retryAfterS: Math.max(1, Math.ceil(window.resetInMs / 1_000)),
        limiter: name,
      }
    },
  }
}
