import {
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import {
  MAX_BASE58_TRANSACTION_SIZE,
  MAX_BASE64_TRANSACTION_SIZE,
  PACKET_DATA_SIZE,
} from './constants.js'
import { invalidParams } from './rpcError.js'

const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction'

/** A transaction the node can run: legacy or v0 (v1 is not enabled on Solana's clusters). */
export type DecodedTransaction = {
  transaction: Transaction
  /** The wire bytes. */
  wire: Uint8Array
  message: (CompiledTransactionMessage & CompiledTransactionMessageWithLifetime) & {
    version: 'legacy' | 0
  }
  /** Base58 of the first signature (all ones when unsigned). */
  signature: string
  /** Signatures in order, base58 (all ones for an empty slot). */
  signatures: string[]
  /** The message's static account keys. */
  staticAccounts: Address[]
}

const BASE58_ALPHABET = /^[1-9A-HJ-NP-Za-km-z]*$/
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Decodes text a client sent (`sendTransaction`, `simulateTransaction`), with Agave's size limits
 * and error messages (JSON-RPC -32602).
 */
export function decodeEncodedBytes(
  encoded: unknown,
  encoding: unknown,
  what: 'transaction' | 'message' = 'transaction',
): Uint8Array {
  const typeName =
    what === 'transaction' ? TYPE_NAME : 'solana_message::versioned::VersionedMessage'
  if (typeof encoded !== 'string')
    throw invalidParams(`Invalid params: invalid type: expected a string.`)
  const format = encoding ?? 'base58'
  if (format !== 'base58' && format !== 'base64')
    throw invalidParams(
      `unsupported encoding: ${String(format)}. Supported encodings: base58, base64`,
    )
  const max = format === 'base58' ? MAX_BASE58_TRANSACTION_SIZE : MAX_BASE64_TRANSACTION_SIZE
  if (encoded.length > max)
    throw invalidParams(
      `${format} encoded ${typeName} too large: ${encoded.length} bytes (max: encoded/raw ${max}/${PACKET_DATA_SIZE})`,
    )
  let bytes: Uint8Array
  if (format === 'base58') {
    if (!BASE58_ALPHABET.test(encoded))
      throw invalidParams('invalid base58 encoding: InvalidCharacter')
    bytes = new Uint8Array(getBase58Encoder().encode(encoded))
  } else {
    if (!BASE64_TEXT.test(encoded) || encoded.length % 4 !== 0)
      throw invalidParams('invalid base64 encoding: InvalidByte')
    bytes = new Uint8Array(getBase64Encoder().encode(encoded))
  }
  if (bytes.length > PACKET_DATA_SIZE)
    throw invalidParams(
      `decoded ${typeName} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`,
    )
  return bytes
}

/**
 * Decodes and sanitises a wire transaction: signature count matching the header, account and
 * program indexes in range, no duplicate keys, legacy or v0. Failures are -32602 errors with
 * Agave's wording ('failed to deserialize …', 'invalid transaction: …').
 */
export function decodeWireTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  let message: DecodedTransaction['message']
  try {
    transaction = getTransactionDecoder().decode(wire)
    message = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ) as DecodedTransaction['message']
  } catch (cause) {
    throw invalidParams(
      `failed to deserialize ${TYPE_NAME}: ${cause instanceof Error ? cause.message : 'invalid data'}`,
    )
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw invalidParams('invalid transaction: Transaction version is unsupported')
  const sanitizeFailure = () =>
    invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly')
  const { header, staticAccounts, instructions } = message
  const signatureEntries = Object.entries(transaction.signatures)
  if (signatureEntries.length !== header.numSignerAccounts) throw sanitizeFailure()
  if (header.numSignerAccounts === 0 || staticAccounts.length < header.numSignerAccounts)
    throw sanitizeFailure()
  if (new Set(staticAccounts).size !== staticAccounts.length) throw sanitizeFailure()
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  const keyCount =
    staticAccounts.length +
    lookups.reduce((n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length, 0)
  for (const instruction of instructions) {
    if (instruction.programAddressIndex === 0 || instruction.programAddressIndex >= keyCount)
      throw sanitizeFailure()
    for (const index of instruction.accountIndices ?? [])
      if (index >= keyCount) throw sanitizeFailure()
  }
  const base58 = getBase58Decoder()
  const signatures = signatureEntries.map(([, bytes]) => base58.decode(bytes ?? new Uint8Array(64)))
  return {
    transaction,
    wire,
    message,
    signature: signatures[0] ?? '',
    signatures,
    staticAccounts,
  }
}
