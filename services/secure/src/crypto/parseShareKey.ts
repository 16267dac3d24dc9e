/** Length of SECURE_SHARE_KEY in bytes (AES-256). */
export const SHARE_KEY_BYTES = 32

/**
 * Reads SECURE_SHARE_KEY: 32 bytes written as 64 hex digits or as base64 / base64url (43 or 44
 * characters). Anything else throws, naming the expected form but never echoing the value.
 */
export function parseShareKey(raw: string): Buffer {
  const value = raw.trim()
  let key: Buffer | undefined
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex')
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value))
    key = Buffer.from(value.replace(/=$/, ''), 'base64url')
  if (!key || key.length !== SHARE_KEY_BYTES)
    throw new Error(
      'SECURE_SHARE_KEY must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)',
    )
  return key
}
