import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  it('allows max per window per key, then says when to retry; keys are independent', () => {
    let clock = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => clock })
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ])
    clock = 2_500
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterS: 8 })
    clock = 9_999
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterS: 1 })
    clock = 10_000
    expect(limiter.take('a')).toEqual({ allowed: true })
  })

  it('forgets expired keys, so memory holds one window of keys', () => {
    let clock = 0
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: () => clock })
    for (let i = 0; i < 100; i++) limiter.take(`ip-${i}`)
    expect(limiter.size).toBe(100)
    clock = 1_000
    limiter.take('late')
    expect(limiter.size).toBe(1)
  })
})
