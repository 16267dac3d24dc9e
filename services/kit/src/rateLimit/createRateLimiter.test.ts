import { describe, expect, it } from 'vitest'
import { createMemoryRateLimitStore } from './createMemoryRateLimitStore.js'
import { createRateLimiter, type WhenStoreFails } from './createRateLimiter.js'
import type { RateLimitStore } from './RateLimitStore.js'
import { RateLimitUnavailableError } from './RateLimitUnavailableError.js'

describe('createRateLimiter', () => {
  it('allows max per window per key, then says when to retry; keys are independent', async () => {
    let clock = 0
    const limiter = createRateLimiter({ name: 't', max: 2, windowMs: 10_000, now: () => clock })
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('b')]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ])
    clock = 2_500
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterS: 8, limiter: 't' })
    clock = 9_999
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterS: 1, limiter: 't' })
    clock = 10_000
    expect(await limiter.take('a')).toEqual({ allowed: true })
  })

  it('forgets expired keys, so memory holds one window of keys', async () => {
    let clock = 0
    const store = createMemoryRateLimitStore({ now: () => clock })
    const limiter = createRateLimiter({ name: 't', max: 1, windowMs: 1_000, store })
    for (let i = 0; i < 100; i++) await limiter.take(`ip-${i}`)
    expect(store.size).toBe(100)
    clock = 1_000
    await limiter.take('late')
    expect(store.size).toBe(1)
  })

  it('limiters sharing a store count apart: the name is part of the key', async () => {
    const store = createMemoryRateLimitStore()
    const first = createRateLimiter({ name: 'first', max: 1, windowMs: 60_000, store })
    const second = createRateLimiter({ name: 'second', max: 1, windowMs: 60_000, store })
    expect(await first.take('k')).toEqual({ allowed: true })
    expect(await second.take('k')).toEqual({ allowed: true })
    expect((await first.take('k')).allowed).toBe(false)
  })

  /** A store that never answers (Redis down), named as the stand-in it is. */
  const failingStoreStandIn: RateLimitStore = {
    kind: 'redis',
    hit: () => Promise.reject(new Error('connection is closed')),
  }

  it.each<[WhenStoreFails, string]>([
    ['refuse', 'a security limit never lets tries through uncounted'],
    ['count-locally', 'a flood limit counts on this node meanwhile'],
  ])('a store that fails, whenStoreFails %s: %s', async (whenStoreFails) => {
    const errors: unknown[] = []
    const limiter = createRateLimiter({
      name: 'mail',
      max: 1,
      windowMs: 60_000,
      store: failingStoreStandIn,
      whenStoreFails,
      onStoreError: (error) => errors.push(error),
    })
    if (whenStoreFails === 'refuse') {
      await expect(limiter.take('k')).rejects.toBeInstanceOf(RateLimitUnavailableError)
    } else {
      expect(await limiter.take('k')).toEqual({ allowed: true })
      expect((await limiter.take('k')).allowed).toBe(false)
    }
    expect(errors.length).toBeGreaterThan(0)
  })
})
