import type { Redis } from 'ioredis'
import type { RateLimitStore, RateLimitWindow } from './RateLimitStore.js'

/**
 * One take, atomically: count the hit, start the window's expiry on its first hit, and say how
 * long the window has left (PTTL, for Retry-After). A key found without expiry (written by hand)
 * is given one, so no key counts forever.
 */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/** Parameters of createRedisRateLimitStore. */
export type CreateRedisRateLimitStoreParameters = {
  /** A connection from openRedis (no offline queue, a command timeout). */
  redis: Redis
  /** The service counting ('api', 'secure', 'relay'): keys are `portico:<service>:rl:<limiter>:<key>`. */
  service: string
}

type ScriptedRedis = Redis & {
  porticoRateLimitTake(key: string, windowMs: number): Promise<[number, number]>
}

/**
 * Fixed windows in Redis, shared by every node of the service: N nodes allow each limit once,
 * not N times. One round trip per take (a Lua script, sent by its SHA after the first time).
 */
export function createRedisRateLimitStore({
  redis,
  service,
}: CreateRedisRateLimitStoreParameters): RateLimitStore {
  const scripted = redis as ScriptedRedis
  if (typeof scripted.porticoRateLimitTake !== 'function')
    redis.defineCommand('porticoRateLimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT })
  const prefix = `portico:${service}:rl:`
  return {
    kind: 'redis',
    async hit(key, windowMs): Promise<RateLimitWindow> {
      const [count, ttl] = await scripted.porticoRateLimitTake(`${prefix}${key}`, windowMs)
      return { count, resetInMs: ttl }
    },
  }
}
