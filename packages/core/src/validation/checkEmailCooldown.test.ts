import { describe, expect, it } from 'vitest'
import { EmailLoginCooldownError } from '../features/email/errors.js'
import { checkEmailCooldown } from './checkEmailCooldown.js'

const RULE =
  "spec §5: Email login cannot be triggered again within 30 s of the last one ('Please try again after N seconds')"
const NOW = 1_700_000_000_000

describe('checkEmailCooldown', () => {
  it.each([
    [RULE, '0 ms ago', NOW, 30],
    [RULE, '1 ms ago: 29.999 s left, rounded up', NOW - 1, 30],
    [RULE, '999 ms ago', NOW - 999, 30],
    [RULE, '1 s ago', NOW - 1_000, 29],
    [RULE, '10.5 s ago: 19.5 s left, rounded up', NOW - 10_500, 20],
    [RULE, '29 s ago', NOW - 29_000, 1],
    [RULE, '29.999 s ago', NOW - 29_999, 1],
    [RULE, 'in the future (clock moved back): the full cooldown, no more', NOW + 60_000, 30],
  ])('%s — %s → %i seconds', (_rule, _case, lastLoginAt, secondsLeft) => {
    let error: unknown
    try {
      checkEmailCooldown({ lastLoginAt, now: NOW })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EmailLoginCooldownError)
    expect(error).toMatchObject({
      secondsLeft,
      shortMessage: `Please try again after ${secondsLeft} seconds`,
    })
  })

  it.each([
    [RULE, 'exactly 30 s ago', NOW - 30_000],
    [RULE, 'an hour ago', NOW - 3_600_000],
    [RULE, 'never', null],
    [RULE, 'not stored', undefined],
    [RULE, 'unreadable (NaN)', Number.NaN],
  ])('%s — %s → allowed', (_rule, _case, lastLoginAt) => {
    expect(() => checkEmailCooldown({ lastLoginAt, now: NOW })).not.toThrow()
  })
})
