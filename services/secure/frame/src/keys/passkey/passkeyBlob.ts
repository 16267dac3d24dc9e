import { base64urlnopad } from '@scure/base'
import { readBlobBytes, readBlobJson } from '../recoveryBlob.js'

/** Version of the passkey recovery blob (the secret blob is v1): bumped with any change. */
export const PASSKEY_BLOB_VERSION = 2

/** Bytes of the PRF input (`eval.first`) and of the AES-GCM nonce. */
export const PRF_SALT_BYTES = 32
export const PASSKEY_NONCE_BYTES = 12

/**
 * HKDF-SHA256 salt and info turning a passkey's PRF output into the AES-256-GCM key: fixed and
 * versioned, so the same credential and PRF input give another key in another version.
 */
export const PASSKEY_HKDF_SALT = 'portico-recovery-passkey:v2'
export const PASSKEY_HKDF_INFO = 'portico recovery share aes-256-gcm'

/**
 * A parsed passkey blob: the recovery share encrypted under HKDF(PRF(credential, prfSalt)).
 * `ciphertext` holds the GCM tag at its end.
 */
export type PasskeyBlob = {
  v: typeof PASSKEY_BLOB_VERSION
  kind: 'passkey'
  /** The WebAuthn credential's raw id (allowCredentials on unlock). */
  credentialId: Uint8Array
  /** The PRF input the key was derived with. */
  prfSalt: Uint8Array
  nonce: Uint8Array
  ciphertext: Uint8Array
}

/** The blob's additional authenticated data: version, kind, credential and PRF input. */
export function passkeyBlobAad(
  blob: Pick<PasskeyBlob, 'v' | 'kind' | 'credentialId' | 'prfSalt'>,
): Uint8Array {
  return new TextEncoder().encode(
    `portico-recovery:v${blob.v}:${blob.kind}:${base64urlnopad.encode(blob.credentialId)}:${base64urlnopad.encode(blob.prfSalt)}`,
  )
}

/** A blob as the server stores it: JSON `{ v: 2, kind: 'passkey', credentialId, prfSalt, nonce, ct }`. */
export function serializePasskeyBlob(blob: PasskeyBlob): string {
  return JSON.stringify({
    v: blob.v,
    kind: blob.kind,
    credentialId: base64urlnopad.encode(blob.credentialId),
    prfSalt: base64urlnopad.encode(blob.prfSalt),
    nonce: base64urlnopad.encode(blob.nonce),
    ct: base64urlnopad.encode(blob.ciphertext),
  })
}

/** Parses a stored passkey blob; throws 'Malformed recovery blob' on any other shape. */
export function parsePasskeyBlob(text: string): PasskeyBlob {
  const json = readBlobJson(text, { v: PASSKEY_BLOB_VERSION, kind: 'passkey' })
  const credentialId = readBlobBytes(json.credentialId)
  if (credentialId.length < 16 || credentialId.length > 1023)
    throw new Error('Malformed recovery blob')
  return {
    v: PASSKEY_BLOB_VERSION,
    kind: 'passkey',
    credentialId,
    prfSalt: readBlobBytes(json.prfSalt, PRF_SALT_BYTES),
    nonce: readBlobBytes(json.nonce, PASSKEY_NONCE_BYTES),
    ciphertext: readBlobBytes(json.ct),
  }
}

/**
 * Which kind a stored recovery blob is: `passkey` (v2) or `secret` (v1, written before kinds
 * existed, or with `kind: 'secret'`). Old blobs stay readable.
 */
export function recoveryBlobKind(text: string): 'passkey' | 'secret' {
  try {
    const json = JSON.parse(text) as { kind?: unknown }
    return json?.kind === 'passkey' ? 'passkey' : 'secret'
  } catch {
    return 'secret'
  }
}
