import { ed25519 } from '@noble/curves/ed25519'

/** Reads a Solana compact-u16 ("shortvec") at `offset`: its value and the bytes it took. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('The transaction is truncated.')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('The transaction has an invalid length prefix.')
}

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Signs a wire-format Solana transaction (legacy or v0): the message after the signatures is
 * signed with ed25519 and the signature is put in the slot of `publicKey` among the required
 * signers. Returns the signed transaction and the signature. Throws when the key is not a
 * required signer or the bytes are no transaction.
 */
export function signTransactionBytes({
  transaction,
  privateKey,
  publicKey,
}: {
  transaction: Uint8Array
  privateKey: Uint8Array
  publicKey: Uint8Array
}): { signedTransaction: Uint8Array; signature: Uint8Array } {
  const signatures = readCompactU16(transaction, 0)
  const messageOffset = signatures.size + signatures.value * 64
  const message = transaction.subarray(messageOffset)
  if (message.length === 0) throw new Error('The transaction has no message.')
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const headerOffset = (message[0]! & 0x80) !== 0 ? 1 : 0
  const requiredSignatures = message[headerOffset]
  if (requiredSignatures === undefined || requiredSignatures !== signatures.value)
    throw new Error('The transaction does not have one signature slot per required signer.')
  const keys = readCompactU16(message, headerOffset + 3)
  const keysOffset = headerOffset + 3 + keys.size
  let slot = -1
  for (let i = 0; i < Math.min(requiredSignatures, keys.value); i++) {
    const key = message.subarray(keysOffset + i * 32, keysOffset + (i + 1) * 32)
    if (equalBytes(key, publicKey)) slot = i
  }
  if (slot < 0) throw new Error('The wallet is not a required signer of this transaction.')
  const signature = ed25519.sign(message, privateKey)
  const signedTransaction = new Uint8Array(transaction)
  signedTransaction.set(signature, signatures.size + slot * 64)
  return { signedTransaction, signature }
}
