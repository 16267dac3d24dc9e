import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/** Version prefix of every ciphertext this server writes. */
const CIPHERTEXT_VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** Encrypts and decrypts short strings with AES-256-GCM; `context` is bound as associated data. */
export type Cipher = {
  /** `v1.<iv>.<ciphertext>.<tag>` (base64url); a fresh random IV each time. */
  encrypt(plaintext: string, context: string): string
  /** The plaintext, or a thrown error when the ciphertext or its context was tampered with. */
  decrypt(ciphertext: string, context: string): string
}

/** The keys the server derives from SECURE_SHARE_KEY (HKDF-SHA256, one label per use). */
export type ServerKeys = {
  /** Encrypts auth shares at rest (context: the user id). */
  shares: Cipher
  /** Encrypts short-lived login secrets at rest (PKCE verifiers, relay channel tokens). */
  logins: Cipher
  /** HMAC-SHA256 of a one-time code, so a copy of the database does not reveal codes. */
  hashCode(codeId: string, code: string): string
  /** The wallet-registration challenge of a session (HMAC-SHA256 of its stored hash). */
  walletChallenge(sessionHash: string): string
}

function deriveKey(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `portico-secure/${label}`, 32))
}

/** An AES-256-GCM cipher under `key` (32 bytes). */
export function createCipher(key: Buffer): Cipher {
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [
        CIPHERTEXT_VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.')
    },
    decrypt(ciphertext, context) {
      const [version, iv, body, tag] = ciphertext.split('.')
      if (version !== CIPHERTEXT_VERSION || iv === undefined || body === undefined || !tag)
        throw new Error('not a ciphertext of this server')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      })
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

/** Derives the server's keys from the 32-byte master key (SECURE_SHARE_KEY). */
export function createServerKeys(master: Buffer): ServerKeys {
  const codeKey = deriveKey(master, 'codes')
  const challengeKey = deriveKey(master, 'wallet-challenges')
  return {
    shares: createCipher(deriveKey(master, 'auth-shares')),
    logins: createCipher(deriveKey(master, 'logins')),
    hashCode: (codeId, code) =>
      createHmac('sha256', codeKey).update(`${codeId}:${code}`).digest('hex'),
    walletChallenge: (sessionHash) =>
      createHmac('sha256', challengeKey).update(sessionHash).digest('hex'),
  }
}
