import { describe, expect, it } from 'vitest'
import { DAY_S, HOUR_S, MINUTE_S, YEAR_S } from '../constants.js'
import { formatRelativeTimeEn } from './formatRelativeTimeEn.js'

const NOW = Date.UTC(2025, 0, 1)
const S = 1_000
const MONTH = (YEAR_S / 12) * S

const SPEC = 'spec §9: Relative-time thresholds: seconds 44, minutes 89/44, etc.'

describe('formatRelativeTimeEn', () => {
  it.each([
    [SPEC, 0, 'a few seconds ago', 'a few seconds ago'],
    [SPEC, 44 * S, 'a few seconds ago', 'in a few seconds'],
    [SPEC, 45 * S, 'a minute ago', 'in a minute'],
    [SPEC, 90 * S, '2 minutes ago', 'in 2 minutes'],
    [SPEC, 44 * MINUTE_S * S, '44 minutes ago', 'in 44 minutes'],
    [SPEC, 45 * MINUTE_S * S, 'an hour ago', 'in an hour'],
    [SPEC, 90 * MINUTE_S * S, '2 hours ago', 'in 2 hours'],
    [SPEC, 22 * HOUR_S * S, 'a day ago', 'in a day'],
    [SPEC, 36 * HOUR_S * S, '2 days ago', 'in 2 days'],
    [SPEC, 26 * DAY_S * S, 'a month ago', 'in a month'],
    [SPEC, 46 * DAY_S * S, '2 months ago', 'in 2 months'],
    [SPEC, 11 * MONTH, 'a year ago', 'in a year'],
    [SPEC, 18 * MONTH, '2 years ago', 'in 2 years'],
  ])('%s — %i ms: %s / %s', (_rule, elapsedMs, past, future) => {
    expect(formatRelativeTimeEn({ timestamp: NOW - elapsedMs, now: NOW })).toBe(past)
    expect(formatRelativeTimeEn({ timestamp: NOW + elapsedMs, now: NOW })).toBe(future)
  })
})
