import { gcm } from '@noble/ciphers/aes.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { zeroize } from '../zeroize.js'
import { derivePasskeyKey } from './derivePasskeyKey.js'
import {
  PASSKEY_BLOB_VERSION,
  PASSKEY_NONCE_BYTES,
  type PasskeyBlob,
  passkeyBlobAad,
  serializePasskeyBlob,
} from './passkeyBlob.js'

/** Parameters of `encryptPasskeyRecoveryShare`. */
export type EncryptPasskeyRecoveryShareParameters = {
  recoveryShare: Uint8Array
  /** What the passkey answered for `prfSalt` (zeroed here). */
  prfOutput: Uint8Array
  credentialId: Uint8Array
  prfSalt: Uint8Array
}

/** The recovery share encrypted under the passkey's PRF key: a serialized v2 passkey blob. */
export function encryptPasskeyRecoveryShare({
  recoveryShare,
  prfOutput,
  credentialId,
  prfSalt,
}: EncryptPasskeyRecoveryShareParameters): string {
  const key = derivePasskeyKey(prfOutput)
  try {
    const header = { v: PASSKEY_BLOB_VERSION, kind: 'passkey', credentialId, prfSalt } as const
    const nonce = randomBytes(PASSKEY_NONCE_BYTES)
    const ciphertext = gcm(key, nonce, passkeyBlobAad(header)).encrypt(recoveryShare)
    const blob: PasskeyBlob = { ...header, nonce, ciphertext }
    return serializePasskeyBlob(blob)
  } finally {
    zeroize(key, prfOutput)
  }
}
