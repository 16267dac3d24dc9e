import { describe, expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash.js'

const RULE = 'spec §5: Transaction hash: 0x plus 64 hex characters'

describe('isTransactionHash', () => {
  it.each([
    [RULE, '64 hex characters', `0x${'aB'.repeat(32)}`, true],
    [RULE, '63 hex characters', `0x${'a'.repeat(63)}`, false],
    [RULE, '65 hex characters', `0x${'a'.repeat(65)}`, false],
    [RULE, 'no 0x prefix', 'a'.repeat(64), false],
    [RULE, 'a non-hex character', `0x${'a'.repeat(63)}z`, false],
    [RULE, 'a number', 1, false],
  ])('%s — %s', (_rule, _case, value, expected) => {
    expect(isTransactionHash(value)).toBe(expected)
  })
})
