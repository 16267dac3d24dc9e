import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import * as sr25519 from '@scure/sr25519'

const BYTES_PREFIX = utf8ToBytes('<Bytes>')
const BYTES_SUFFIX = utf8ToBytes('</Bytes>')
/** MultiSignature type byte of an sr25519 signature. */
const SR25519_SIGNATURE_TYPE = 0x01

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)
}

/**
 * The bytes a Polkadot wallet signs for a message: a `0x…` hex string is its bytes, any other
 * string its UTF-8; then wrapped in `<Bytes>…</Bytes>` (unless already wrapped), as the
 * polkadot-js extension's signRaw does, so a signed message can never be a valid extrinsic.
 */
export function getPolkadotMessageBytes(message: string): Uint8Array {
  const bytes = /^0x([0-9a-fA-F]{2})*$/.test(message)
    ? hexToBytes(message.slice(2))
    : utf8ToBytes(message)
  const wrapped =
    startsWith(bytes, BYTES_PREFIX) &&
    startsWith(bytes.slice(bytes.length - BYTES_SUFFIX.length), BYTES_SUFFIX)
  return wrapped ? bytes : concatBytes(BYTES_PREFIX, bytes, BYTES_SUFFIX)
}

/** Parameters of `signPolkadotMessage`. */
export type SignPolkadotMessageParameters = { message: string; secretKey: Uint8Array }

/**
 * An sr25519 signature (schnorrkel, `substrate` signing context) of the wrapped message, as a
 * `0x`-hex MultiSignature (type byte 0x01 then 64 bytes) like the polkadot-js extension's signRaw
 * answers; @polkadot/util-crypto's signatureVerify accepts it.
 */
export function signPolkadotMessage({
  message,
  secretKey,
}: SignPolkadotMessageParameters): `0x${string}` {
  const signature = sr25519.sign(secretKey, getPolkadotMessageBytes(message))
  return `0x${bytesToHex(concatBytes(new Uint8Array([SR25519_SIGNATURE_TYPE]), signature))}`
}
