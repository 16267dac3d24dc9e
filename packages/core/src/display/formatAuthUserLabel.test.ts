import { describe, expect, it } from 'vitest'
import { formatAuthUserLabel } from './formatAuthUserLabel.js'

describe('formatAuthUserLabel (spec §5 "Display")', () => {
  it.each([
    [
      'an email of 30 characters or fewer shows whole',
      { email: 'alice@example.org' },
      'alice@example.org',
    ],
    [
      'email longer than 30 characters is shortened with an ellipsis',
      { email: 'averyveryverylongname@example.com', username: 'alice' },
      'averyveryverylong…@example.com',
    ],
    ['the email wins over the username', { email: 'a@b.co', username: 'alice' }, 'a@b.co'],
    [
      'a discord username ending in 0 loses that last character',
      { email: null, username: 'alice0', socialProvider: 'discord' },
      'alice',
    ],
    [
      'another provider keeps a trailing 0',
      { username: 'alice0', socialProvider: 'github' },
      'alice0',
    ],
    ['neither: nothing', { email: null }, undefined],
  ])('%s', (_rule, user, label) => {
    expect(formatAuthUserLabel(user)).toBe(label)
  })
})
