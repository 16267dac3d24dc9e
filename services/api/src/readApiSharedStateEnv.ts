import { readCacheTtlMs, readRateLimitRules, readRedisUrl } from '@portico/kit'
import { type CreateServerParameters, DEFAULT_RATE_LIMITS } from './server/createServer.js'

/** The variable of the API's project cache TTL (createServer's projectCacheTtlMs). */
export const API_PROJECT_CACHE_TTL_ENV = 'PORTICO_API_PROJECT_CACHE_TTL_MS'

/** The variable that overrides each of the API's limits, as `<max>/<window seconds>`. */
export const API_RATE_LIMIT_ENV = {
  perIp: 'PORTICO_API_LIMIT_PER_IP',
  perProject: 'PORTICO_API_LIMIT_PER_PROJECT',
  analyticsPerIp: 'PORTICO_API_LIMIT_ANALYTICS_PER_IP',
  analyticsPerProject: 'PORTICO_API_LIMIT_ANALYTICS_PER_PROJECT',
} as const

/**
 * What several API nodes share or must agree on, from the environment: REDIS_URL (the rate
 * limits counted cluster-wide) and PORTICO_API_PROJECT_CACHE_TTL_MS (how long a node keeps a
 * project it read: an edit by the projects CLI reaches every node within it). Unset, each is
 * createServer's default — and the rate limits they count there (API_RATE_LIMIT_ENV). Throws
 * naming the variable on a wrong value.
 */
export function readApiSharedStateEnv(
  env: Record<string, string | undefined>,
): Pick<CreateServerParameters, 'redisUrl' | 'projectCacheTtlMs' | 'rateLimit'> {
  return {
    redisUrl: readRedisUrl(env),
    projectCacheTtlMs: readCacheTtlMs(env, API_PROJECT_CACHE_TTL_ENV),
    rateLimit: readRateLimitRules(env, DEFAULT_RATE_LIMITS, API_RATE_LIMIT_ENV),
  }
}
