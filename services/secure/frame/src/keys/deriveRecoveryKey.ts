import { scryptAsync } from '@noble/hashes/scrypt.js'
import type { ScryptParams } from './recoveryBlob.js'

/**
 * The AES-256 key of a recovery blob: scrypt of the recovery secret (Unicode NFKC, so the same
 * secret typed on another keyboard gives the same key) with the blob's salt. Async so the page
 * stays responsive while scrypt runs.
 */
export function deriveRecoveryKey(
  recoverySecret: string,
  salt: Uint8Array,
  { N, r, p }: ScryptParams,
): Promise<Uint8Array> {
  const password = new TextEncoder().encode(recoverySecret.normalize('NFKC'))
  return scryptAsync(password, salt, { N, r, p, dkLen: 32, maxmem: 2 ** 31 }).finally(() =>
    password.fill(0),
  )
}
