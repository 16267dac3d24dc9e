import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

const RULE = 'spec §5: Solana address: 32 to 44 base58 characters'

describe('isSolanaAddress', () => {
  it.each([
    [RULE, 'a 44-character address', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', true],
    [RULE, 'a 43-character address', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', true],
    [RULE, '32 characters (lower bound)', '1'.repeat(32), true],
    [RULE, '31 characters (below)', '1'.repeat(31), false],
    [RULE, '44 characters (upper bound)', 'z'.repeat(44), true],
    [RULE, '45 characters (above)', 'z'.repeat(45), false],
    [RULE, '0 is not base58', `0${'1'.repeat(32)}`, false],
    [RULE, 'O is not base58', `O${'1'.repeat(32)}`, false],
    [RULE, 'I is not base58', `I${'1'.repeat(32)}`, false],
    [RULE, 'l is not base58', `l${'1'.repeat(32)}`, false],
    [RULE, 'an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    [RULE, 'null', null, false],
  ])('%s — %s', (_rule, _case, value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected)
  })
})
