import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'

/** The prefix Bitcoin Core (and every BIP-137 wallet) puts before a signed message. */
export const BITCOIN_MESSAGE_MAGIC = 'Bitcoin Signed Message:\n'

/** BIP-137 header byte of a P2WPKH (native SegWit) signature, before adding the recovery id. */
export const BIP137_P2WPKH_HEADER = 39

/** Bitcoin's CompactSize length prefix. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length])
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8])
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

/** sha256d(CompactSize(magic) ‖ magic ‖ CompactSize(message) ‖ message): what a BIP-137 signature signs. */
export function hashBitcoinMessage(message: string | Uint8Array): Uint8Array {
  const magic = utf8ToBytes(BITCOIN_MESSAGE_MAGIC)
  const body = typeof message === 'string' ? utf8ToBytes(message) : message
  return sha256(
    sha256(concatBytes(compactSize(magic.length), magic, compactSize(body.length), body)),
  )
}

/** Parameters of `signBitcoinMessage`. */
export type SignBitcoinMessageParameters = {
  message: string | Uint8Array
  /** The private key of a P2WPKH address. */
  privateKey: Uint8Array
}

/** What `signBitcoinMessage` returns. */
export type SignBitcoinMessageReturnType = {
  /** 65 bytes: header (39 + recovery id) ‖ r ‖ s. Base64 of it is what Bitcoin Core's verifymessage takes. */
  signature: Uint8Array
  /** The double-SHA-256 message hash that was signed. */
  messageHash: Uint8Array
}

/**
 * Signs a message the BIP-137 way ("ECDSA" message signing of Electrum, Trezor, Ledger) for a
 * P2WPKH address: a low-S recoverable secp256k1 signature over the magic-prefixed double SHA-256.
 */
export function signBitcoinMessage({
  message,
  privateKey,
}: SignBitcoinMessageParameters): SignBitcoinMessageReturnType {
  const messageHash = hashBitcoinMessage(message)
  const signature = secp256k1.sign(messageHash, privateKey, { lowS: true })
  return {
    signature: concatBytes(
      new Uint8Array([BIP137_P2WPKH_HEADER + signature.recovery]),
      signature.toCompactRawBytes(),
    ),
    messageHash,
  }
}
