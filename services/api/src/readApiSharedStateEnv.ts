import { readCacheTtlMs, readRedisUrl } from '@portico/kit'
import type { CreateServerParameters } from './server/createServer.js'

/** The variable of the API's project cache TTL (createServer's projectCacheTtlMs). */
export const API_PROJECT_CACHE_TTL_ENV = 'PORTICO_API_PROJECT_CACHE_TTL_MS'

/**
 * What several API nodes share or must agree on, from the environment: REDIS_URL (the rate
 * limits counted cluster-wide) and PORTICO_API_PROJECT_CACHE_TTL_MS (how long a node keeps a
 * project it read: an edit by the projects CLI reaches every node within it). Unset, each is
 * createServer's default. Throws naming the variable on a wrong value.
 */
export function readApiSharedStateEnv(
  env: Record<string, string | undefined>,
): Pick<CreateServerParameters, 'redisUrl' | 'projectCacheTtlMs'> {
  return {
    redisUrl: readRedisUrl(env),
    projectCacheTtlMs: readCacheTtlMs(env, API_PROJECT_CACHE_TTL_ENV),
  }
}
