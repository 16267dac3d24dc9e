import { gcm } from '@noble/ciphers/aes.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { deriveRecoveryKey } from './deriveRecoveryKey.js'
import {
  areScryptParamsAllowed,
  RECOVERY_BLOB_VERSION,
  RECOVERY_NONCE_BYTES,
  RECOVERY_SALT_BYTES,
  RECOVERY_SCRYPT_PARAMS,
  type RecoveryBlob,
  recoveryBlobAad,
  type ScryptParams,
  serializeRecoveryBlob,
} from './recoveryBlob.js'
import { zeroize } from './zeroize.js'

/** Parameters of `encryptRecoveryShare`. */
export type EncryptRecoveryShareParameters = {
  recoveryShare: Uint8Array
  /** The secret the user set on the frame's screen. */
  recoverySecret: string
  /** @default RECOVERY_SCRYPT_PARAMS */
  scryptParams?: ScryptParams
}

/**
 * The recovery share encrypted under the user's secret: scrypt (random 16-byte salt) → AES-256-GCM
 * (random 12-byte nonce, the blob's header as additional data), serialized as a versioned blob.
 * Only this ciphertext leaves the secure origin.
 */
export async function encryptRecoveryShare({
  recoveryShare,
  recoverySecret,
  scryptParams = RECOVERY_SCRYPT_PARAMS,
}: EncryptRecoveryShareParameters): Promise<string> {
  if (!areScryptParamsAllowed(scryptParams)) throw new Error('scrypt parameters out of bounds')
  const salt = randomBytes(RECOVERY_SALT_BYTES)
  const nonce = randomBytes(RECOVERY_NONCE_BYTES)
  const header = { v: RECOVERY_BLOB_VERSION, kdf: 'scrypt', params: scryptParams, salt } as const
  const key = await deriveRecoveryKey(recoverySecret, salt, scryptParams)
  try {
    const ciphertext = gcm(key, nonce, recoveryBlobAad(header)).encrypt(recoveryShare)
    const blob: RecoveryBlob = { ...header, nonce, ciphertext }
    return serializeRecoveryBlob(blob)
  } finally {
    zeroize(key)
  }
}
