import { withTimeout } from './cachedAnswer.js'

/** The part of a Redis client (ioredis) a readiness check needs. */
export type PingableRedis = { ping(): Promise<unknown> }

/** How long a Redis PING may take before Redis counts as down. */
export const REDIS_PING_TIMEOUT_MS = 2_000

/** Whether Redis answers PING with PONG within REDIS_PING_TIMEOUT_MS (a readiness check). */
export function redisAnswers(redis: PingableRedis): Promise<boolean> {
  return withTimeout(async () => (await redis.ping()) === 'PONG', REDIS_PING_TIMEOUT_MS)
}
