import { describe, expect, it } from 'vitest'
import { checkOriginForLogin } from './checkOriginForLogin.js'
import { DEFAULT_SOCIALS } from './options.js'

const origin = 'https://app.example.com'

describe('checkOriginForLogin — spec §5 "the current origin must be allowed when email or social login is on"', () => {
  it.each([
    ['email on, origin listed', true, false, ['https://app.example.com'], undefined],
    ['email on, origin matched by a wildcard', true, false, ['https://*.example.com'], undefined],
    ['email on, origin not listed', true, false, ['https://other.org'], 'ORIGIN_NOT_ALLOWED'],
    ['socials on, origin not listed', false, DEFAULT_SOCIALS, [], 'ORIGIN_NOT_ALLOWED'],
    ['socials on, origin listed', false, ['google'], [origin], undefined],
    ['both on, origin not listed', true, DEFAULT_SOCIALS, ['https://x.org'], 'ORIGIN_NOT_ALLOWED'],
    ['both off: nothing is checked', false, false, [], undefined],
    ['both off, origin not listed: still nothing', false, false, ['https://x.org'], undefined],
    ['an empty socials list counts as off', false, [], [], undefined],
  ] as const)('%s', (_rule, email, socials, allowedOrigins, expected) => {
    expect(checkOriginForLogin({ features: { email, socials }, origin, allowedOrigins })).toBe(
      expected,
    )
  })
})
