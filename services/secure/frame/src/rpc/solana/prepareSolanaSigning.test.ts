import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  getCompiledTransactionMessageEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { prepareSolanaSigning } from './prepareSolanaSigning.js'
import { SYSTEM_PROGRAM } from './solanaTransaction.js'

const seed = ed25519.utils.randomSecretKey()
const ADDRESS = base58.encode(ed25519.getPublicKey(seed))
const RECIPIENT = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
const NETWORK = { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' }

/** The message bytes of a System Program transfer of all but dust from this wallet, as a validator takes them. */
function drainMessage(version: 'legacy' | 0): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, 999_000_000_000n, true)
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(toAddress(ADDRESS), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: base58.encode(new Uint8Array(32).fill(7)) as Blockhash,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM as Address,
          accounts: [
            { address: toAddress(ADDRESS), role: 3 }, // writable signer
            { address: toAddress(RECIPIENT), role: 1 }, // writable
          ],
          data,
        },
        m,
      ),
  )
  return new Uint8Array(
    getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
  )
}

const signMessage = (bytes: Uint8Array) =>
  prepareSolanaSigning({
    method: 'solana_signMessage',
    params: { message: base58.encode(bytes), pubkey: ADDRESS },
    network: NETWORK,
    address: ADDRESS,
  })

describe('solana_signMessage: "refuse bytes that parse as a legacy or v0 transaction message"', () => {
  test.each([
    ['a legacy transaction message (a transfer out of this wallet)', drainMessage('legacy')],
    ['a v0 transaction message (a transfer out of this wallet)', drainMessage(0)],
  ])('refuses %s before any screen', (_, bytes) => {
    expect(() => signMessage(bytes)).toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringMatching(/transaction/) }),
    )
  })

  test.each([
    ['plain text', new TextEncoder().encode('Sign in to example.com\nNonce: 42')],
    ['random bytes', Uint8Array.from({ length: 48 }, (_, i) => (i * 37 + 11) % 256)],
    [
      'a transaction message with a byte more (not what a validator verifies)',
      new Uint8Array([...drainMessage('legacy'), 0]),
    ],
  ])('still signs %s', async (_, bytes) => {
    const prepared = signMessage(bytes)
    const { signature } = (await prepared.execute(seed)) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), bytes, base58.decode(ADDRESS))).toBe(true)
  })
})

describe('solana_signMessage: "show non-text messages with a warning"', () => {
  test.each([
    ['text: shown as text, no warning', new TextEncoder().encode('gm'), 'Message', false],
    [
      'bytes that are not text: shown as hex, with a warning',
      new Uint8Array([0, 255, 16]),
      'Message (bytes, not text)',
      true,
    ],
  ])('%s', (_, bytes, label, warned) => {
    const { description } = signMessage(bytes)
    expect(description.rows[0]!.label).toBe(label)
    expect(description.warning !== undefined).toBe(warned)
  })
})
