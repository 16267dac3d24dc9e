import { type Address, getBase58Encoder } from '@solana/kit'
import type { AccountEncoding, DataSlice } from './encodeAccount.js'
import { invalidParams, RPC_ERROR_CODES, RpcError } from './rpcError.js'

/** Commitment levels Solana accepts. */
export const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

const describe = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'sequence'
      : typeof value === 'object'
        ? 'map'
        : `${typeof value} \`${String(value)}\``

/** The params array, at least `min` long (absent params count as []). */
export function paramList(params: unknown, min: number): unknown[] {
  const list = params === undefined || params === null ? [] : params
  if (!Array.isArray(list))
    throw invalidParams(`Invalid params: invalid type: ${describe(list)}, expected a sequence.`)
  if (list.length < min)
    throw invalidParams(
      `Invalid params: invalid length ${list.length}, expected at least ${min} element${min === 1 ? '' : 's'}.`,
    )
  return list
}

/**
 * A base58 string of `bytes` bytes, checked as Agave's verify_pubkey / verify_signature: longer
 * than `maxLength` characters or decoding to another length 'Invalid param: WrongSize', not base58
 * 'Invalid param: Invalid'.
 */
function parseBase58(value: unknown, maxLength: number, bytes: number): string {
  if (typeof value !== 'string')
    throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected a string.`)
  if (value.length > maxLength) throw invalidParams('Invalid param: WrongSize')
  if (!BASE58.test(value)) throw invalidParams('Invalid param: Invalid')
  if (getBase58Encoder().encode(value).length !== bytes)
    throw invalidParams('Invalid param: WrongSize')
  return value
}

/** A base58 public key, checked as Agave's verify_pubkey ('Invalid param: WrongSize' / 'Invalid param: Invalid'). */
export function parsePubkey(value: unknown): Address {
  return parseBase58(value, 44, 32) as Address
}

/** A base58 signature, checked as Agave's verify_signature. */
export function parseSignature(value: unknown): string {
  return parseBase58(value, 88, 64)
}

/** A base58 hash (blockhash). */
export function parseHash(value: unknown): string {
  return parseBase58(value, 44, 32)
}

/** A config object (absent or null → {}). */
export function parseConfig(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected a map.`)
  return value as Record<string, unknown>
}

/** An unsigned integer up to u64::MAX. */
export function parseU64(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) return value
  throw invalidParams(
    `Invalid params: invalid value: ${describe(value)} for ${name}, expected u64.`,
  )
}

/** A usize (array sizes, limits). */
export function parseUsize(value: unknown, name: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  throw invalidParams(
    `Invalid params: invalid value: ${describe(value)} for ${name}, expected usize.`,
  )
}

/** An optional boolean. */
export function parseBoolean(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean')
    throw invalidParams(
      `Invalid params: invalid type: ${describe(value)} for ${name}, expected a boolean.`,
    )
  return value
}

/**
 * Checks `commitment` and `minContextSlot` of a config. Every landed transaction is final at
 * once on this node, so the commitment changes nothing but must be one Solana knows.
 */
export function checkCommitment(config: Record<string, unknown>, currentSlot: number): void {
  const { commitment, minContextSlot } = config
  if (
    commitment !== undefined &&
    commitment !== null &&
    !(COMMITMENTS as readonly unknown[]).includes(commitment)
  )
    throw invalidParams(
      `Invalid params: unknown variant \`${String(commitment)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\`.`,
    )
  if (minContextSlot !== undefined && minContextSlot !== null) {
    const min = parseU64(minContextSlot, 'minContextSlot')
    if (min > BigInt(currentSlot))
      throw new RpcError(
        RPC_ERROR_CODES.minContextSlotNotReached,
        'Minimum context slot has not been reached',
        { contextSlot: currentSlot },
      )
  }
}

const ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const

/** `encoding` of an account config. */
export function parseAccountEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback
  if (!(ACCOUNT_ENCODINGS as readonly unknown[]).includes(value))
    throw invalidParams(
      `Invalid params: unknown variant \`${String(value)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\`.`,
    )
  return value as AccountEncoding
}

/** `dataSlice` of an account config. */
export function parseDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined
  const slice = parseConfig(value)
  return {
    offset: parseUsize(slice.offset, 'offset'),
    length: parseUsize(slice.length, 'length'),
  }
}
