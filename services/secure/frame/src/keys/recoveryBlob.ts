import { base64urlnopad } from '@scure/base'

/** Version of the recovery blob format; bumped with any change to the KDF, cipher or layout. */
export const RECOVERY_BLOB_VERSION = 1

/** scrypt cost parameters. */
export type ScryptParams = { N: number; r: number; p: number }

/**
 * The scrypt cost a new recovery blob uses: N = 2^17, r = 8, p = 1 (128 MiB, OWASP's figure for
 * scrypt) — an offline guess at the recovery secret costs that much memory and time each.
 */
export const RECOVERY_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }

/**
 * Bounds a blob's parameters must keep to be opened: a forged blob cannot make the frame allocate
 * more than 1 GiB (N ≤ 2^20 at r = 8), and nothing weaker than N = 2^14 is accepted.
 */
export const SCRYPT_LIMITS = { minLogN: 14, maxLogN: 20, maxR: 16, maxP: 4 } as const

/** Bytes of the scrypt salt and of the AES-GCM nonce. */
export const RECOVERY_SALT_BYTES = 16
export const RECOVERY_NONCE_BYTES = 12

/** A parsed recovery blob. `ciphertext` holds the AES-256-GCM tag at its end. */
export type RecoveryBlob = {
  v: typeof RECOVERY_BLOB_VERSION
  kdf: 'scrypt'
  params: ScryptParams
  salt: Uint8Array
  nonce: Uint8Array
  ciphertext: Uint8Array
}

/** Whether scrypt parameters are within SCRYPT_LIMITS (N a power of two). */
export function areScryptParamsAllowed({ N, r, p }: ScryptParams): boolean {
  const logN = Math.log2(N)
  return (
    Number.isInteger(logN) &&
    logN >= SCRYPT_LIMITS.minLogN &&
    logN <= SCRYPT_LIMITS.maxLogN &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= SCRYPT_LIMITS.maxR &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= SCRYPT_LIMITS.maxP
  )
}

/**
 * The additional authenticated data of a blob: its version, KDF, parameters and salt. Changing any
 * of them (a downgrade, a swapped salt) makes decryption fail instead of deriving another key.
 */
export function recoveryBlobAad(
  blob: Pick<RecoveryBlob, 'v' | 'kdf' | 'params' | 'salt'>,
): Uint8Array {
  const { N, r, p } = blob.params
  return new TextEncoder().encode(
    `portico-recovery:v${blob.v}:${blob.kdf}:${N}:${r}:${p}:${base64urlnopad.encode(blob.salt)}`,
  )
}

/** A blob as the string the server stores: JSON with base64url parts. */
export function serializeRecoveryBlob(blob: RecoveryBlob): string {
  return JSON.stringify({
    v: blob.v,
    kdf: blob.kdf,
    N: blob.params.N,
    r: blob.params.r,
    p: blob.params.p,
    salt: base64urlnopad.encode(blob.salt),
    nonce: base64urlnopad.encode(blob.nonce),
    ct: base64urlnopad.encode(blob.ciphertext),
  })
}

/**
 * A base64url field of a stored recovery blob (secret or passkey), of `length` bytes when given;
 * throws 'Malformed recovery blob' for anything else.
 */
export function readBlobBytes(value: unknown, length?: number): Uint8Array {
  if (typeof value !== 'string' || value.length > 4096) throw new Error('Malformed recovery blob')
  let decoded: Uint8Array
  try {
    decoded = base64urlnopad.decode(value)
  } catch {
    throw new Error('Malformed recovery blob')
  }
  if (length !== undefined && decoded.length !== length) throw new Error('Malformed recovery blob')
  return decoded
}

/**
 * The JSON object of a stored recovery blob (secret or passkey) whose fields equal `header` (its
 * version and kind); throws 'Malformed recovery blob' for anything else.
 */
export function readBlobJson(
  text: string,
  header: Readonly<Record<string, string | number>>,
): Record<string, unknown> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('Malformed recovery blob')
  }
  if (!json || typeof json !== 'object') throw new Error('Malformed recovery blob')
  const fields = json as Record<string, unknown>
  if (Object.entries(header).some(([key, value]) => fields[key] !== value))
    throw new Error('Malformed recovery blob')
  return fields
}

/** Parses a stored blob; throws 'Malformed recovery blob' on any other shape or out-of-bounds cost. */
export function parseRecoveryBlob(text: string): RecoveryBlob {
  const json = readBlobJson(text, { v: RECOVERY_BLOB_VERSION, kdf: 'scrypt' })
  const params = { N: Number(json.N), r: Number(json.r), p: Number(json.p) }
  if (!areScryptParamsAllowed(params)) throw new Error('Malformed recovery blob')
  return {
    v: RECOVERY_BLOB_VERSION,
    kdf: 'scrypt',
    params,
    salt: readBlobBytes(json.salt, RECOVERY_SALT_BYTES),
    nonce: readBlobBytes(json.nonce, RECOVERY_NONCE_BYTES),
    ciphertext: readBlobBytes(json.ct),
  }
}
