import { describe, expect, it } from 'vitest'
import { readApiSharedStateEnv } from './readApiSharedStateEnv.js'

describe('readApiSharedStateEnv: "with REDIS_URL, every rate limit of the API … is counted cluster-wide"', () => {
  it.each([
    ['nothing set: one node, the default project cache', {}, {}],
    [
      'REDIS_URL and a project cache TTL',
      { REDIS_URL: 'redis://10.0.0.5:6379', PORTICO_API_PROJECT_CACHE_TTL_MS: '2000' },
      { redisUrl: 'redis://10.0.0.5:6379', projectCacheTtlMs: 2_000 },
    ],
  ])('%s', (_rule, env, expected) => {
    const read = readApiSharedStateEnv(env)
    expect(read).toEqual({ redisUrl: undefined, projectCacheTtlMs: undefined, ...expected })
  })

  it.each([
    [{ REDIS_URL: 'http://:s3cret@10.0.0.5' }, /^REDIS_URL must be/],
    [{ PORTICO_API_PROJECT_CACHE_TTL_MS: '5s' }, /^PORTICO_API_PROJECT_CACHE_TTL_MS must be/],
  ])('%o is refused naming its variable', (env, message) => {
    expect(() => readApiSharedStateEnv(env)).toThrow(message)
  })
})
