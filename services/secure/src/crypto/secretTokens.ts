import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'

/** Bytes of randomness in a session token, link token, state or result token. */
export const TOKEN_BYTES = 32

/** A fresh secret token: 32 random bytes, base64url (43 characters). */
export function createToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** A fresh random id (not secret). */
export function createId(): string {
  return randomUUID()
}

/** SHA-256 of a high-entropy token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A 6-digit one-time code from the CSPRNG, leading zeros kept. */
export function createCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Compares two hex digests in constant time. */
export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
