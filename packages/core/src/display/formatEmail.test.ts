import { describe, expect, it } from 'vitest'
import { formatEmail } from './formatEmail.js'

const RULE = 'spec §5: Display: email longer than 30 characters is shortened with an ellipsis'

describe('formatEmail', () => {
  it.each([
    [RULE, 'short: unchanged', 'alice@example.com', 'alice@example.com'],
    [
      RULE,
      '30 characters: unchanged',
      'abcdefghijklmnopqr@example.com',
      'abcdefghijklmnopqr@example.com',
    ],
    [
      RULE,
      '31 characters: local part cut, domain kept',
      'abcdefghijklmnopqrs@example.com',
      'abcdefghijklmnopq…@example.com',
    ],
    [
      RULE,
      'long local part',
      'averyveryverylongname@example.com',
      'averyveryverylong…@example.com',
    ],
    [
      RULE,
      'a domain leaving one local character',
      'alice@abcdefghijklmnopqrstuvw.com',
      'a…@abcdefghijklmnopqrstuvw.com',
    ],
    [
      RULE,
      'a domain leaving none: middle cut',
      'alice@abcdefghijklmnopqrstuvwx.com',
      'alice@abcdefghi…opqrstuvwx.com',
    ],
    [
      RULE,
      'no @ at all: middle cut',
      'x'.repeat(15) + 'y'.repeat(20),
      `${'x'.repeat(15)}…${'y'.repeat(14)}`,
    ],
    [RULE, 'an @ first: middle cut', `@${'d'.repeat(40)}`, `@${'d'.repeat(14)}…${'d'.repeat(14)}`],
    [
      RULE,
      'an astral character is never split',
      `${'😀'.repeat(20)}@example.com`,
      `${'😀'.repeat(17)}…@example.com`,
    ],
  ])('%s — %s', (_rule, _case, email, expected) => {
    const shortened = formatEmail(email)
    expect(shortened).toBe(expected)
    expect(Array.from(shortened).length).toBeLessThanOrEqual(30)
  })
})
