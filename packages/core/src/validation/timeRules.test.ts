import { describe, expect, it } from 'vitest'
import { isPairingUriExpired } from './isPairingUriExpired.js'
import { isRestrictedTimezone } from './isRestrictedTimezone.js'

const created = 1_000_000
const s = 1_000

describe("isPairingUriExpired — spec §4: 'expires 4 minutes after creation; counts as expired at 10 s or less remaining'", () => {
  it.each([
    ['just created', 0, false],
    ['11 s left', 240 * s - 11 * s, false],
    ['10.001 s left', 240 * s - 10 * s - 1, false],
    ['exactly 10 s left', 240 * s - 10 * s, true],
    ['9 s left', 240 * s - 9 * s, true],
    ['at 4 minutes', 240 * s, true],
    ['long after', 3_600 * s, true],
  ])('%s → expired: %s', (_case, elapsedMs, expired) => {
    expect(isPairingUriExpired({ createdAt: created, now: created + elapsedMs })).toBe(expired)
  })
})

describe("isRestrictedTimezone — spec §6: 'Certain Chinese, Hong Kong and Macau timezones are restricted'", () => {
  it.each([
    ['Asia/Shanghai', true],
    ['Asia/Urumqi', true],
    ['Asia/Hong_Kong', true],
    ['Asia/Macau', true],
    ['Asia/Taipei', false],
    ['Asia/Tokyo', false],
    ['Europe/Berlin', false],
  ])('%s → %s', (zone, restricted) => {
    expect(isRestrictedTimezone(zone)).toBe(restricted)
  })

  it("reads the runtime's zone when none is given", () => {
    const before = process.env.TZ
    try {
      process.env.TZ = 'Asia/Hong_Kong'
      expect(isRestrictedTimezone()).toBe(true)
      process.env.TZ = 'Europe/Paris'
      expect(isRestrictedTimezone()).toBe(false)
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })
})
