import { describe, expect, it } from 'vitest'
import { InvalidTransactionHashError } from '../errors/validation.js'
import { assertTransactionHash } from './assertTransactionHash.js'
import { isSolanaSignature } from './isSolanaSignature.js'

const HASH = `0x${'ab'.repeat(32)}`
/** The example transaction signature of Solana's JSON-RPC documentation: base58 of 64 bytes. */
const SOLANA_SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('assertTransactionHash — spec §5 "Transaction hash: 0x plus 64 hex characters"', () => {
  it.each([
    ['eip155: 0x plus 64 hex characters', 'eip155', HASH],
    ['eip155: hex digits of either case', 'eip155', `0x${'AbCd'.repeat(16)}`],
    ["solana: the transaction's signature, base58 of 64 bytes", 'solana', SOLANA_SIGNATURE],
    [
      'a namespace whose format the spec does not give: any non-empty string',
      'bip122',
      'f'.repeat(64),
    ],
  ] as const)('accepted — %s', (_rule, namespace, hash) => {
    expect(assertTransactionHash({ namespace, hash })).toBe(hash)
  })

  it.each([
    ['eip155: 63 hex characters', 'eip155', `0x${'a'.repeat(63)}`],
    ['eip155: 65 hex characters', 'eip155', `0x${'a'.repeat(65)}`],
    ['eip155: no 0x', 'eip155', 'ab'.repeat(32)],
    ['eip155: not hex', 'eip155', `0x${'zz'.repeat(32)}`],
    ['eip155: a Solana signature', 'eip155', SOLANA_SIGNATURE],
    ['eip155: not a string', 'eip155', { hash: HASH }],
    ['eip155: nothing', 'eip155', undefined],
    ['solana: an EVM hash', 'solana', HASH],
    [
      'solana: base58 of 32 bytes (an address)',
      'solana',
      'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    ],
    ['solana: not base58 (0, O, I, l)', 'solana', `0${SOLANA_SIGNATURE.slice(1)}`],
    ['bip122: empty', 'bip122', ''],
  ] as const)("refused with 'Invalid transaction hash' — %s", (_rule, namespace, hash) => {
    const error = (() => {
      try {
        assertTransactionHash({ namespace, hash })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidTransactionHashError)
    expect((error as InvalidTransactionHashError).shortMessage).toBe('Invalid transaction hash')
  })

  it('the details say what was expected and what came, shortened', () => {
    expect(() =>
      assertTransactionHash({ namespace: 'eip155', hash: `0x${'a'.repeat(200)}` }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidTransactionHashError: Invalid transaction hash

      Details: Expected 0x plus 64 hex characters from the wallet, got '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…]
    `)
  })

  it.each([
    ['64 zero bytes: 64 ones', '1'.repeat(64), true],
    ['65 bytes: a leading zero byte more', `1${SOLANA_SIGNATURE}`, false],
    ['89 characters', `${SOLANA_SIGNATURE}2`, false],
  ])('isSolanaSignature: %s', (_case, value, expected) => {
    expect(isSolanaSignature(value)).toBe(expected)
  })
})
