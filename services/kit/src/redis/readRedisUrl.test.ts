import { describe, expect, it } from 'vitest'
import { readRedisUrl } from './readRedisUrl.js'

describe('readRedisUrl: "every setting comes from configuration, with a clear error naming the setting"', () => {
  it.each([
    ['unset: each node counts alone', undefined, undefined],
    ['empty counts as unset', '', undefined],
    ['redis://', 'redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    [
      'rediss:// with a password',
      'rediss://:s3cret@redis.internal:6380/2',
      'rediss://:s3cret@redis.internal:6380/2',
    ],
  ])('%s', (_rule, value, expected) => {
    expect(readRedisUrl({ REDIS_URL: value })).toBe(expected)
  })

  it.each([
    ['not a URL', 'not a url :s3cret', /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [
      'another scheme',
      'http://:s3cret@127.0.0.1:6379',
      /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, not http:\/\//,
    ],
    ['no host', 'redis:///0', /^REDIS_URL must name a host/],
  ])('%s: refused naming REDIS_URL, never showing the password', (_rule, value, message) => {
    let error: Error | undefined
    try {
      readRedisUrl({ REDIS_URL: value })
    } catch (thrown) {
      error = thrown as Error
    }
    expect(error?.message).toMatch(message)
    expect(error?.message).not.toContain('s3cret')
  })
})
