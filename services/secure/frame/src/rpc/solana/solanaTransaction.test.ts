import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { prepareSolanaSigning } from './prepareSolanaSigning.js'
import {
  parseSolanaTransaction,
  SYSTEM_PROGRAM,
  transferLamports,
  withSignature,
} from './solanaTransaction.js'

const seed = ed25519.utils.randomSecretKey()
const payer = ed25519.getPublicKey(seed)
const recipient = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
const system = new Uint8Array(32)
const NETWORK = { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' }

/** A System Program transfer of `lamports` from `payer`, in wire format (legacy or v0, unsigned). */
function transferTransaction(lamports: bigint, version: 'legacy' | 0 = 'legacy'): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = [
    ...(version === 0 ? [0x80] : []),
    1,
    0,
    1, // header: 1 signer, 0 read-only signed, 1 read-only unsigned
    3,
    ...payer,
    ...recipient,
    ...system,
    ...new Uint8Array(32).fill(7), // recent blockhash
    1,
    2,
    2,
    0,
    1,
    data.length,
    ...data,
    ...(version === 0 ? [0] : []), // no address table lookups
  ]
  return new Uint8Array([1, ...new Uint8Array(64), ...message])
}

describe('Solana transactions in wire format', () => {
  test.each(['legacy', 0] as const)('parses a %s transfer: keys, program, amount', (version) => {
    const tx = parseSolanaTransaction(transferTransaction(1_500_000_000n, version))
    expect(tx.version).toBe(version)
    expect(tx.requiredSignatures).toBe(1)
    expect(tx.accountKeys).toEqual([base58.encode(payer), base58.encode(recipient), SYSTEM_PROGRAM])
    expect(tx.instructions).toHaveLength(1)
    expect(tx.instructions[0]!.accounts).toEqual([base58.encode(payer), base58.encode(recipient)])
    expect(transferLamports(tx.instructions[0]!)).toBe(1_500_000_000n)
  })

  test('the signature goes into the signer slot and verifies over the message', () => {
    const bytes = transferTransaction(5n)
    const tx = parseSolanaTransaction(bytes)
    const signature = ed25519.sign(tx.message, seed)
    const signed = withSignature(bytes, tx, base58.encode(payer), signature)
    const reparsed = parseSolanaTransaction(signed)
    expect(reparsed.signatures[0]).toEqual(signature)
    expect(ed25519.verify(reparsed.signatures[0]!, reparsed.message, payer)).toBe(true)
    expect(() => withSignature(bytes, tx, base58.encode(recipient), signature)).toThrow(
      'does not ask this wallet',
    )
  })

  test.each([
    ['truncated', (b: Uint8Array) => b.subarray(0, b.length - 3)],
    ['trailing bytes', (b: Uint8Array) => new Uint8Array([...b, 0])],
    [
      'a signature count that is not the signer count',
      (b: Uint8Array) => new Uint8Array([2, ...new Uint8Array(64), ...b.subarray(1)]),
    ],
  ])('refuses a malformed transaction: %s', (_, damage) => {
    expect(() => parseSolanaTransaction(damage(transferTransaction(1n)))).toThrow(/Malformed/)
  })
})

describe('Solana signing requests', () => {
  const address = base58.encode(payer)

  test('solana_signMessage: shows the text, signs it with the seed', async () => {
    const message = new TextEncoder().encode('Hello Solana')
    const prepared = prepareSolanaSigning({
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: address },
      network: NETWORK,
      address,
    })
    expect(prepared.description.rows).toEqual([
      { label: 'Message', value: 'Hello Solana', block: true },
    ])
    const { signature } = (await prepared.execute(seed)) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, payer)).toBe(true)
  })

  test('solana_signTransaction: shows the transfer in SOL and returns the signed transaction', async () => {
    const prepared = prepareSolanaSigning({
      method: 'solana_signTransaction',
      params: { transaction: base64.encode(transferTransaction(1_250_000_000n)) },
      network: NETWORK,
      address,
    })
    expect(prepared.description.rows[1]!.value).toBe(
      `Transfer 1.25 SOL to ${base58.encode(recipient)}`,
    )
    const { transaction, signature } = (await prepared.execute(seed)) as {
      transaction: string
      signature: string
    }
    const signed = parseSolanaTransaction(base64.decode(transaction))
    expect(base58.encode(signed.signatures[0]!)).toBe(signature)
    expect(ed25519.verify(signed.signatures[0]!, signed.message, payer)).toBe(true)
  })

  test.each([
    [
      'a message for another key (4100)',
      'solana_signMessage',
      { message: base58.encode(new Uint8Array([1])), pubkey: base58.encode(recipient) },
      4100,
    ],
    [
      'a transaction this wallet is not asked to sign (4100)',
      'solana_signTransaction',
      { transaction: base64.encode(transferTransaction(1n)) },
      4100,
      base58.encode(recipient),
    ],
    [
      'a transaction that is not base64 wire format (-32602)',
      'solana_signTransaction',
      { transaction: 'AAAA' },
      -32602,
    ],
    ['params that are not an object (-32602)', 'solana_signMessage', ['x'], -32602],
  ] as const)('refuses %s', (_, method, params, code, wallet = address) => {
    expect(() =>
      prepareSolanaSigning({ method, params, network: NETWORK, address: wallet }),
    ).toThrow(expect.objectContaining({ code }))
  })

  test('solana_signAndSendTransaction needs the cluster RPC', () => {
    expect(() =>
      prepareSolanaSigning({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64.encode(transferTransaction(1n)) },
        network: NETWORK,
        address,
      }),
    ).toThrow('No RPC url provided for chainId')
  })
})
