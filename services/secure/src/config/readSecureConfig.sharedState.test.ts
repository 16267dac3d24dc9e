/** The secure site's settings for several nodes: REDIS_URL and the origins cache TTL (issue 20). */
import { describe, expect, it } from 'vitest'
import { readSecureConfig } from './readSecureConfig.js'

describe('readSecureConfig, shared state: "with REDIS_URL, every rate limit of … the secure site … is counted cluster-wide"', () => {
  it.each([
    ['unset: each node counts alone, the 60 s default TTL', {}, undefined, undefined],
    [
      'REDIS_URL and PORTICO_SECURE_ORIGINS_CACHE_TTL_MS',
      {
        REDIS_URL: 'rediss://:pw@redis.internal:6380',
        PORTICO_SECURE_ORIGINS_CACHE_TTL_MS: '10000',
      },
      'rediss://:pw@redis.internal:6380',
      10_000,
    ],
  ])('%s', (_rule, env, redisUrl, originsCacheTtlMs) => {
    expect(readSecureConfig(env)).toMatchObject({ redisUrl, originsCacheTtlMs })
  })

  it.each([
    [{ REDIS_URL: 'http://:s3cret@redis.internal' }, /^REDIS_URL must be/],
    [{ PORTICO_SECURE_ORIGINS_CACHE_TTL_MS: '1m' }, /^PORTICO_SECURE_ORIGINS_CACHE_TTL_MS must be/],
  ])('%o is refused naming its variable, never echoing a password', (env, message) => {
    expect(() => readSecureConfig(env)).toThrow(message)
    expect(() => readSecureConfig(env)).not.toThrow(/s3cret/)
  })
})
