import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const RULE = 'spec §5: EVM address: 40 hex characters with optional 0x prefix'
const HEX_40 = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isEvmAddress', () => {
  it.each([
    [RULE, 'with 0x', `0x${HEX_40}`, true],
    [RULE, 'without 0x', HEX_40, true],
    [RULE, 'lower case', `0x${HEX_40.toLowerCase()}`, true],
    [RULE, 'upper case', `0x${HEX_40.toUpperCase()}`, true],
    [RULE, '39 hex characters', `0x${HEX_40.slice(1)}`, false],
    [RULE, '41 hex characters', `0x${HEX_40}a`, false],
    [RULE, 'a non-hex character', `0x${HEX_40.slice(1)}g`, false],
    [RULE, 'a 0X prefix', `0X${HEX_40}`, false],
    [RULE, 'a prefix alone', '0x', false],
    [RULE, 'surrounding space', ` 0x${HEX_40}`, false],
    [RULE, 'a number', 0x1234, false],
    [RULE, 'undefined', undefined, false],
  ])('%s — %s', (_rule, _case, value, expected) => {
    expect(isEvmAddress(value)).toBe(expected)
  })
})
