import { describe, expect, it } from 'vitest'
import { readSocialProfile } from './readSocialProfile.js'

describe('issue 16: "email_verified must be true"', () => {
  it.each([
    ['verified', { email: 'Bob@Example.com', email_verified: true }, 'bob@example.com'],
    ['said unverified', { email: 'bob@example.com', email_verified: false }, null],
    ['not said (claims without email_verified)', { email: 'bob@example.com' }, null],
    ['said as a string', { email: 'bob@example.com', email_verified: 'true' }, null],
    ['no email', { email_verified: true }, null],
  ])('an email %s → %s', (_case, info, email) => {
    expect(readSocialProfile('sub-1', info).email).toBe(email)
  })

  it('the username falls back from preferred_username to nickname to name', () => {
    expect(readSocialProfile('s', { nickname: 'bobby', name: 'Bob' }).username).toBe('bobby')
    expect(readSocialProfile('s', { name: 'Bob' }).username).toBe('Bob')
    expect(readSocialProfile('s', {}).username).toBeNull()
  })
})
