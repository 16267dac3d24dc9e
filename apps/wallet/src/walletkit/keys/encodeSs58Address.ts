import { blake2b } from '@noble/hashes/blake2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'

const SS58_PREFIX = utf8ToBytes('SS58PRE')

/** The SS58 network prefix of a `polkadot:<genesis>` chain: 0 Polkadot, 2 Kusama, else 42 (generic Substrate). */
export function getSs58Prefix(reference: string): number {
  if (reference === '91b171bb158e2d3848fa23a9f1c25182') return 0
  if (reference === 'b0a8d493285c2df73290dfb7e61f870f') return 2
  return 42
}

function checksum(payload: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_PREFIX.length + payload.length)
  input.set(SS58_PREFIX)
  input.set(payload, SS58_PREFIX.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}

/** The SS58 address of a 32-byte public key (network prefixes 0–63, one byte). */
export function encodeSs58Address(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32) throw new Error('SS58 addresses hold a 32-byte public key')
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 63)
    throw new Error(`SS58 prefix ${prefix} is not a one-byte prefix (0-63)`)
  const payload = new Uint8Array([prefix, ...publicKey])
  return base58.encode(new Uint8Array([...payload, ...checksum(payload)]))
}

/** The 32-byte public key inside an SS58 address (one-byte prefixes); throws when its checksum is wrong. */
export function decodeSs58Address(address: string): { publicKey: Uint8Array; prefix: number } {
  const bytes = base58.decode(address)
  if (bytes.length !== 35 || bytes[0]! > 63) throw new Error(`${address} is not an SS58 address`)
  const payload = bytes.subarray(0, 33)
  const expected = checksum(payload)
  if (bytes[33] !== expected[0] || bytes[34] !== expected[1])
    throw new Error(`${address} has a wrong SS58 checksum`)
  return { publicKey: payload.slice(1), prefix: bytes[0]! }
}
