import { describe, expect, it } from 'vitest'
import { readApiSharedStateEnv } from './readApiSharedStateEnv.js'
import { DEFAULT_RATE_LIMITS } from './server/createServer.js'

describe('readApiSharedStateEnv: "with REDIS_URL, every rate limit of the API … is counted cluster-wide"', () => {
  it.each([
    ['nothing set: one node, the default project cache', {}, {}],
    [
      'REDIS_URL and a project cache TTL',
      { REDIS_URL: 'redis://10.0.0.5:6379', PORTICO_API_PROJECT_CACHE_TTL_MS: '2000' },
      { redisUrl: 'redis://10.0.0.5:6379', projectCacheTtlMs: 2_000 },
    ],
    [
      'the limits and their settings: PORTICO_API_LIMIT_PER_IP=600/60 (600 per minute)',
      { PORTICO_API_LIMIT_PER_IP: '600/60', PORTICO_API_LIMIT_ANALYTICS_PER_PROJECT: '10/1' },
      {
        rateLimit: {
          ...DEFAULT_RATE_LIMITS,
          perIp: { max: 600, windowMs: 60_000 },
          analyticsPerProject: { max: 10, windowMs: 1_000 },
        },
      },
    ],
  ])('%s', (_rule, env, expected) => {
    const read = readApiSharedStateEnv(env)
    expect(read).toEqual({
      redisUrl: undefined,
      projectCacheTtlMs: undefined,
      rateLimit: DEFAULT_RATE_LIMITS,
      ...expected,
    })
  })

  it.each([
    [{ REDIS_URL: 'http://:s3cret@10.0.0.5' }, /^REDIS_URL must be/],
    [{ PORTICO_API_PROJECT_CACHE_TTL_MS: '5s' }, /^PORTICO_API_PROJECT_CACHE_TTL_MS must be/],
    [
      { PORTICO_API_LIMIT_PER_PROJECT: '100' },
      /^PORTICO_API_LIMIT_PER_PROJECT must be <max>\/<window seconds>/,
    ],
    [{ PORTICO_API_LIMIT_PER_IP: '0/60' }, /^PORTICO_API_LIMIT_PER_IP must be/],
  ])('%o is refused naming its variable', (env, message) => {
    expect(() => readApiSharedStateEnv(env)).toThrow(message)
  })
})
