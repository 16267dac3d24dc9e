/** The variable naming the Redis every node of a service shares (rate limits, the relay's mailboxes). */
export const REDIS_URL_ENV = 'REDIS_URL'

/**
 * REDIS_URL: a redis:// or rediss:// URL, or undefined when unset or empty (each node counts
 * alone). A wrong one throws naming the variable, never echoing its value: it may hold a password.
 */
export function readRedisUrl(env: Record<string, string | undefined>): string | undefined {
  const raw = env[REDIS_URL_ENV]?.trim()
  if (!raw) return undefined
  if (!URL.canParse(raw))
    throw new Error(`${REDIS_URL_ENV} must be a redis:// or rediss:// URL (its value is not shown)`)
  const { protocol, hostname } = new URL(raw)
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error(`${REDIS_URL_ENV} must be a redis:// or rediss:// URL, not ${protocol}//`)
  if (!hostname) throw new Error(`${REDIS_URL_ENV} must name a host, e.g. redis://10.0.0.5:6379`)
  return raw
}
