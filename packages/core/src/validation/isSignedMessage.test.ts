import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage.js'

const RULE = 'spec §5: signed message: 0x plus at least 62 hex characters'

describe('isSignedMessage', () => {
  it.each([
    [RULE, '61 hex characters', `0x${'a'.repeat(61)}`, false],
    [RULE, '62 hex characters', `0x${'a'.repeat(62)}`, true],
    [RULE, 'a 65-byte signature (130 hex)', `0x${'Fe'.repeat(65)}`, true],
    [RULE, 'no 0x prefix', 'a'.repeat(130), false],
    [RULE, 'a non-hex character', `0x${'a'.repeat(129)}x`, false],
    [RULE, 'undefined', undefined, false],
  ])('%s — %s', (_rule, _case, value, expected) => {
    expect(isSignedMessage(value)).toBe(expected)
  })
})
