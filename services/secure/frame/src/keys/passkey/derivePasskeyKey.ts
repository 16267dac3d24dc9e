import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { PASSKEY_HKDF_INFO, PASSKEY_HKDF_SALT } from './passkeyBlob.js'

/**
 * The AES-256 key of a passkey blob: HKDF-SHA256 of the passkey's PRF output (32 bytes the
 * authenticator computes from a secret it never releases and the blob's PRF input) with the fixed,
 * versioned salt and info. Nothing to guess offline: the input is 256 bits the server never sees.
 */
export function derivePasskeyKey(prfOutput: Uint8Array): Uint8Array {
  if (prfOutput.length < 32) throw new Error('The passkey gave too short a PRF output')
  const encode = (text: string) => new TextEncoder().encode(text)
  return hkdf(sha256, prfOutput, encode(PASSKEY_HKDF_SALT), encode(PASSKEY_HKDF_INFO), 32)
}
