import { gcm } from '@noble/ciphers/aes.js'
import { SHARE_BYTES } from '../shareEncoding.js'
import { zeroize } from '../zeroize.js'
import { derivePasskeyKey } from './derivePasskeyKey.js'
import { type PasskeyBlob, passkeyBlobAad } from './passkeyBlob.js'

/** The passkey's PRF output does not open the blob (another passkey, or a blob altered since). */
export class WrongPasskeyError extends Error {
  override name = 'WrongPasskeyError'
  constructor() {
    super('This passkey does not open your wallet')
  }
}

/** The recovery share inside a parsed passkey blob, opened with the passkey's PRF output (zeroed here). */
export function decryptPasskeyRecoveryShare({
  blob,
  prfOutput,
}: {
  blob: PasskeyBlob
  prfOutput: Uint8Array
}): Uint8Array {
  const key = derivePasskeyKey(prfOutput)
  let share: Uint8Array
  try {
    share = gcm(key, blob.nonce, passkeyBlobAad(blob)).decrypt(blob.ciphertext)
  } catch {
    throw new WrongPasskeyError()
  } finally {
    zeroize(key, prfOutput)
  }
  if (share.length !== SHARE_BYTES) {
    zeroize(share)
    throw new Error('Malformed recovery blob')
  }
  return share
}
