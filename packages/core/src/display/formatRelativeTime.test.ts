import { afterEach, describe, expect, it, vi } from 'vitest'
import { DAY_S, HOUR_S, MINUTE_S, YEAR_S } from '../constants.js'
import { InvalidTimestampError } from '../errors/validation.js'
import { formatRelativeTime } from './formatRelativeTime.js'

const NOW = Date.UTC(2025, 0, 1)
const S = 1_000
const MIN = MINUTE_S * S
const H = HOUR_S * S
const D = DAY_S * S
const MONTH = (YEAR_S / 12) * S
const Y = YEAR_S * S

const SPEC = 'spec §9: Relative-time thresholds: seconds 44, minutes 89/44, etc.'

describe('formatRelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // Every threshold, on both sides; rows ending in "(singular)" follow dayjs's rule that a
  // count rounding to 1 or less reads as the singular.
  it.each([
    [SPEC, '0 s', 0, 'second', 0],
    [SPEC, '≤ 44 s: a few seconds', 44 * S, 'second', 44],
    [SPEC, '44.499 s rounds to 44: a few seconds', 44_499, 'second', 44],
    [SPEC, '44.5 s rounds to 45: a minute', 44_500, 'minute', 1],
    [SPEC, '45 s: a minute', 45 * S, 'minute', 1],
    [SPEC, '≤ 89 s: a minute', 89 * S, 'minute', 1],
    [SPEC, '90 s: 2 minutes', 90 * S, 'minute', 2],
    [SPEC, '≤ 44 min: N minutes', 44 * MIN, 'minute', 44],
    [SPEC, '44 min 29 s rounds to 44: N minutes', 44 * MIN + 29 * S, 'minute', 44],
    [SPEC, '44 min 30 s rounds to 45: an hour', 44 * MIN + 30 * S, 'hour', 1],
    [SPEC, '45 min: an hour', 45 * MIN, 'hour', 1],
    [SPEC, '≤ 89 min: an hour', 89 * MIN, 'hour', 1],
    [SPEC, '90 min: 2 hours', 90 * MIN, 'hour', 2],
    [SPEC, '≤ 21 h: N hours', 21 * H, 'hour', 21],
    [SPEC, '22 h: a day', 22 * H, 'day', 1],
    [SPEC, '≤ 35 h: a day', 35 * H, 'day', 1],
    [SPEC, '36 h: 2 days', 36 * H, 'day', 2],
    [SPEC, '≤ 25 d: N days', 25 * D, 'day', 25],
    [SPEC, '26 d: a month', 26 * D, 'month', 1],
    [SPEC, '≤ 45 d: a month', 45 * D, 'month', 1],
    [SPEC, '45.5 d rounds to 46 d but 1 month (singular)', 45.5 * D, 'month', 1],
    [SPEC, '46 d: 2 months', 46 * D, 'month', 2],
    [SPEC, '≤ 10 months: N months', 10 * MONTH, 'month', 10],
    [SPEC, '11 months: a year', 11 * MONTH, 'year', 1],
    [SPEC, '≤ 17 months: a year', 17 * MONTH, 'year', 1],
    [SPEC, '17.5 months rounds to 18 months but 1 year (singular)', 17.5 * MONTH, 'year', 1],
    [SPEC, '18 months: 2 years', 18 * MONTH, 'year', 2],
    [SPEC, '5 years', 5 * Y, 'year', 5],
  ])('%s — %s', (_rule, _case, elapsedMs, unit, count) => {
    expect(formatRelativeTime({ timestamp: NOW - elapsedMs, now: NOW })).toEqual({
      unit,
      count,
      future: false,
    })
    expect(formatRelativeTime({ timestamp: NOW + elapsedMs, now: NOW })).toEqual({
      unit,
      count,
      future: elapsedMs > 0,
    })
  })

  it.each([
    [SPEC, 'a Date', new Date(NOW - 3 * H)],
    [SPEC, 'an ISO string (minedAt)', new Date(NOW - 3 * H).toISOString()],
    [SPEC, 'ms since the epoch', NOW - 3 * H],
  ])('%s — reads %s', (_rule, _case, timestamp) => {
    expect(formatRelativeTime({ timestamp, now: NOW })).toEqual({
      unit: 'hour',
      count: 3,
      future: false,
    })
  })

  it('measures from the clock when no `now` is given', () => {
    vi.useFakeTimers({ now: NOW })
    expect(formatRelativeTime({ timestamp: NOW - 2 * D })).toEqual({
      unit: 'day',
      count: 2,
      future: false,
    })
  })

  it.each([
    ['an unparsable string', { timestamp: 'yesterday', now: NOW }],
    ['NaN', { timestamp: Number.NaN, now: NOW }],
    ['an invalid Date', { timestamp: new Date(Number.NaN), now: NOW }],
    ['an invalid now', { timestamp: NOW, now: Number.NaN }],
  ])("%s → 'Invalid timestamp'", (_case, parameters) => {
    expect(() => formatRelativeTime(parameters)).toThrow(InvalidTimestampError)
    expect(() => formatRelativeTime(parameters)).toThrow('Invalid timestamp')
  })
})
