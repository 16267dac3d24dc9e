import { describe, expect, it } from 'vitest'
import { InvalidSignedMessageError } from '../errors/validation.js'
import { assertSignedMessage } from './assertSignedMessage.js'

/** An EIP-191 personal_sign signature: 65 bytes. */
const EVM_SIGNATURE = `0x${'1b'.repeat(65)}`
const SOLANA_SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('assertSignedMessage — spec §5 "signed message: 0x plus at least 62 hex characters"', () => {
  it.each([
    ['eip155: a 65-byte signature', 'eip155', EVM_SIGNATURE],
    ['eip155: exactly 62 hex characters', 'eip155', `0x${'a'.repeat(62)}`],
    [
      'eip155: longer ones (ERC-1271/6492 smart-account signatures)',
      'eip155',
      `0x${'c'.repeat(900)}`,
    ],
    ['solana: base58 of 64 bytes (solana:signMessage)', 'solana', SOLANA_SIGNATURE],
    ['bip122: the spec gives no format — a non-empty string', 'bip122', 'H+base64signature='],
  ] as const)('accepted — %s', (_rule, namespace, signature) => {
    expect(assertSignedMessage({ namespace, signature })).toBe(signature)
  })

  it.each([
    ['eip155: 61 hex characters', 'eip155', `0x${'a'.repeat(61)}`],
    ['eip155: no 0x', 'eip155', '1b'.repeat(65)],
    ['eip155: not hex', 'eip155', '0xsig'],
    ['eip155: not a string', 'eip155', 42],
    ['solana: an EVM signature', 'solana', EVM_SIGNATURE],
    ['solana: base58 of 32 bytes', 'solana', 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'],
    ['bip122: empty', 'bip122', ''],
  ] as const)("refused with 'Invalid signed message' — %s", (_rule, namespace, signature) => {
    expect(() => assertSignedMessage({ namespace, signature })).toThrow(InvalidSignedMessageError)
    expect(() => assertSignedMessage({ namespace, signature })).toThrow('Invalid signed message')
  })
})
