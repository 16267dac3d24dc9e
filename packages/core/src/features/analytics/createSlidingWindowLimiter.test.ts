import { describe, expect, it } from 'vitest'
import { ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS } from '../../constants.js'
import { createSlidingWindowLimiter } from './createSlidingWindowLimiter.js'

describe('createSlidingWindowLimiter — spec §7 "at most 5 events per 60 s", §9 "Error-report cap 5 per 60 s"', () => {
  // Each row: the times (ms) of successive takes, and which were allowed.
  it.each([
    [
      'five at once pass, the sixth waits',
      [0, 0, 0, 0, 0, 0],
      [true, true, true, true, true, false],
    ],
    [
      'a take counts for 60 s: refused just before the first expires, allowed when it does',
      [0, 10_000, 20_000, 30_000, 40_000, 59_999, 60_000, 60_000],
      [true, true, true, true, true, false, true, false],
    ],
    [
      'sliding, not fixed: no 60 s span ever holds more than 5 (a fixed window would allow 10 around 60 s)',
      [59_000, 59_000, 59_000, 59_000, 59_000, 61_000, 61_000],
      [true, true, true, true, true, false, false],
    ],
    [
      'refused takes do not count',
      [0, 0, 0, 0, 0, 30_000, 30_000, 60_000],
      [true, true, true, true, true, false, false, true],
    ],
  ])('%s', (_rule, times, allowed) => {
    let time = 0
    const limiter = createSlidingWindowLimiter({
      max: ANALYTICS_MAX_EVENTS,
      windowMs: ANALYTICS_WINDOW_MS,
      now: () => time,
    })
    expect(
      times.map((t) => {
        time = t
        return limiter.tryTake()
      }),
    ).toEqual(allowed)
  })

  it('reads Date.now by default', () => {
    const limiter = createSlidingWindowLimiter({ max: 1, windowMs: 60_000 })
    expect([limiter.tryTake(), limiter.tryTake()]).toEqual([true, false])
  })
})
