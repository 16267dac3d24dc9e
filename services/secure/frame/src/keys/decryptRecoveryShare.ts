import { gcm } from '@noble/ciphers/aes.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'
import { parseRecoveryBlob, recoveryBlobAad } from './recoveryBlob.js'
import { SHARE_BYTES } from './shareEncoding.js'
import { zeroize } from './zeroize.js'

/** The recovery secret does not open the blob (wrong secret, or a blob altered after encryption). */
export class WrongRecoverySecretError extends Error {
  override name = 'WrongRecoverySecretError'
  constructor() {
    super('Wrong recovery secret')
  }
}

/**
 * The recovery share inside a blob. The GCM tag authenticates the ciphertext and the header, so a
 * wrong secret (or any tampering) throws WrongRecoverySecretError instead of yielding bytes.
 */
export async function decryptRecoveryShare({
  recoveryBlob,
  recoverySecret,
}: {
  recoveryBlob: string
  recoverySecret: string
}): Promise<Uint8Array> {
  const blob = parseRecoveryBlob(recoveryBlob)
  const key = await deriveRecoveryKey(recoverySecret, blob.salt, blob.params)
  let share: Uint8Array
  try {
    share = gcm(key, blob.nonce, recoveryBlobAad(blob)).decrypt(blob.ciphertext)
  } catch {
    throw new WrongRecoverySecretError()
  } finally {
    zeroize(key)
  }
  if (share.length !== SHARE_BYTES) {
    zeroize(share)
    throw new Error('Malformed recovery blob')
  }
  return share
}
