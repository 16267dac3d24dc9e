const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * What {@link generateSiwxNonce} throws: a length under 8. A RangeError (an argument out of
 * range, as the platform's own functions throw), not a PorticoError: no user ever sees it.
 */
export type GenerateSiwxNonceErrorType = RangeError

/**
 * A random nonce for a sign-in message: `length` (≥ 8, default 24) alphanumeric characters from
 * the platform's cryptographic random source (about 143 bits at 24).
 */
export function generateSiwxNonce(length = 24): string {
  if (!Number.isInteger(length) || length < 8)
    throw new RangeError('A nonce has at least 8 characters')
  const bytes = new Uint8Array(length * 2)
  let nonce = ''
  while (nonce.length < length) {
    crypto.getRandomValues(bytes)
    // 62 * 4 = 248: bytes at or above it are dropped so every character is equally likely.
    for (const byte of bytes) if (byte < 248 && nonce.length < length) nonce += ALPHABET[byte % 62]
  }
  return nonce
}
