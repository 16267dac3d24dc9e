import { base58 } from '@scure/base'

/** The System Program's address: transfers of SOL. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** Lamports per SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** One instruction of a message: its program and the accounts it names (base58), and its data. */
export type SolanaInstruction = {
  programId: string
  accounts: (string | undefined)[]
  data: Uint8Array
}

/** A transaction in wire format, parsed just enough to show it and sign it. */
export type SolanaTransaction = {
  /** The signature slots, in the order of the first `requiredSignatures` account keys. */
  signatures: Uint8Array[]
  /** The message bytes: what each signer signs. */
  message: Uint8Array
  /** Offset of the message in the wire bytes. */
  messageOffset: number
  version: 'legacy' | number
  requiredSignatures: number
  /** The message's static account keys, base58. */
  accountKeys: string[]
  instructions: SolanaInstruction[]
}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new Error('Malformed transaction: it ends early')
    this.offset++
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new Error('Malformed transaction: it ends early')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  /** Solana's compact-u16 (1-3 bytes, 7 bits each). */
  compactU16(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if (!(byte & 0x80)) return value
    }
    throw new Error('Malformed transaction: bad length')
  }
}

/** Parses a transaction (legacy or versioned) from its wire bytes. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const reader = new Reader(bytes)
  const count = reader.compactU16()
  const signatures = Array.from({ length: count }, () => reader.take(64))
  const messageOffset = reader.offset
  let version: SolanaTransaction['version'] = 'legacy'
  const first = bytes[reader.offset]
  if (first !== undefined && first & 0x80) {
    version = reader.byte() & 0x7f
    if (version !== 0) throw new Error(`Unsupported transaction version ${version}`)
  }
  const requiredSignatures = reader.byte()
  reader.byte()
  reader.byte()
  const keyCount = reader.compactU16()
  const accountKeys = Array.from({ length: keyCount }, () => base58.encode(reader.take(32)))
  reader.take(32) // recent blockhash
  const instructionCount = reader.compactU16()
  const instructions = Array.from({ length: instructionCount }, () => {
    const programIndex = reader.byte()
    const accounts = Array.from({ length: reader.compactU16() }, () => accountKeys[reader.byte()])
    const data = reader.take(reader.compactU16())
    const programId = accountKeys[programIndex]
    if (!programId) throw new Error('Malformed transaction: unknown program')
    return { programId, accounts, data }
  })
  if (version === 0) {
    const lookups = reader.compactU16()
    for (let i = 0; i < lookups; i++) {
      reader.take(32)
      reader.take(reader.compactU16())
      reader.take(reader.compactU16())
    }
  }
  if (reader.offset !== bytes.length) throw new Error('Malformed transaction: trailing bytes')
  if (count !== requiredSignatures) throw new Error('Malformed transaction: signature count')
  return {
    signatures,
    message: bytes.subarray(messageOffset),
    messageOffset,
    version,
    requiredSignatures,
    accountKeys,
    instructions,
  }
}

/** The lamports of a System Program transfer instruction, or undefined for any other. */
export function transferLamports(instruction: SolanaInstruction): bigint | undefined {
  const { programId, data } = instruction
  if (programId !== SYSTEM_PROGRAM || data.length !== 12) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return view.getUint32(0, true) === 2 ? view.getBigUint64(4, true) : undefined
}

/**
 * The wire bytes with `signature` in the slot of `signer` (a base58 key among the required
 * signers). Throws when the transaction does not ask that key to sign.
 */
export function withSignature(
  bytes: Uint8Array,
  transaction: SolanaTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  const index = transaction.accountKeys.indexOf(signer)
  if (index < 0 || index >= transaction.requiredSignatures)
    throw new Error('The transaction does not ask this wallet to sign')
  const signed = bytes.slice()
  // Slots start after the compact-u16 count, whose size is what the message offset leaves over.
  const slotsStart = transaction.messageOffset - transaction.signatures.length * 64
  signed.set(signature, slotsStart + index * 64)
  return signed
}
