import { DAY_S, HOUR_S, MINUTE_S } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { relativeTime } from './relativeTime.js'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const ago = (seconds: number) => NOW - seconds * 1000

describe('relativeTime — spec §9 thresholds ("seconds 44, minutes 89/44 …") in the words of Intl.RelativeTimeFormat', () => {
  it.each<[string, number, string]>([
    ['≤ 44 seconds: now', 44, 'now'],
    ['45–89 seconds: a minute', 89, '1 minute ago'],
    ['≤ 44 minutes: N minutes', 44 * MINUTE_S, '44 minutes ago'],
    ['45–89 minutes: an hour', 89 * MINUTE_S, '1 hour ago'],
    ['≤ 21 hours: N hours', 21 * HOUR_S, '21 hours ago'],
    ['22–35 hours: a day', 35 * HOUR_S, '1 day ago'],
    ['≤ 25 days: N days', 25 * DAY_S, '25 days ago'],
    ['26–45 days: a month', 45 * DAY_S, '1 month ago'],
    ['≤ 10 months: N months', 300 * DAY_S, '10 months ago'],
    ['11–17 months: a year', 500 * DAY_S, '1 year ago'],
    ['more: N years', 800 * DAY_S, '2 years ago'],
  ])('%s', (_rule, seconds, words) => {
    expect(relativeTime(ago(seconds), 'en', NOW)).toBe(words)
  })

  it('says it in the locale, for an ISO time (minedAt) too; the future reads "in …"', () => {
    expect(relativeTime(new Date(ago(3 * HOUR_S)).toISOString(), 'de', NOW)).toBe('vor 3 Stunden')
    expect(relativeTime(NOW + 5 * DAY_S * 1000, 'en', NOW)).toBe('in 5 days')
    expect(relativeTime('not a time', 'en', NOW)).toBe('')
  })
})
