/** SECURE_SHARE_KEY parsing and the keys derived from it (AES-256-GCM at rest, code HMAC). */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createServerKeys } from './createServerKeys.js'
import { parseShareKey } from './parseShareKey.js'
import { createCode, createToken, equalHex, hashToken } from './secretTokens.js'

const KEY = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex')

describe('parseShareKey ("32 bytes hex/base64")', () => {
  it.each([
    ['64 hex digits', KEY.toString('hex')],
    ['base64 with padding', KEY.toString('base64')],
    ['base64url', KEY.toString('base64url')],
    ['surrounded by spaces', ` ${KEY.toString('hex')}\n`],
  ])('reads %s', (_name, raw) => {
    expect(parseShareKey(raw).equals(KEY)).toBe(true)
  })

  it.each([
    ['16 bytes', randomBytes(16).toString('hex')],
    ['33 bytes of hex', randomBytes(33).toString('hex')],
    ['a passphrase', 'correct horse battery staple'],
    ['empty', ''],
  ])('refuses %s without echoing it', (_name, raw) => {
    expect(() => parseShareKey(raw)).toThrow(/SECURE_SHARE_KEY must be 32 bytes/)
    try {
      parseShareKey(raw)
    } catch (error) {
      if (raw) expect((error as Error).message).not.toContain(raw)
    }
  })
})

describe('createServerKeys', () => {
  const keys = createServerKeys(KEY)

  it('encrypts with a fresh IV each time and decrypts in its context', () => {
    const a = keys.shares.encrypt('share', 'auth-share:u1')
    const b = keys.shares.encrypt('share', 'auth-share:u1')
    expect(a).not.toBe(b)
    expect(keys.shares.decrypt(a, 'auth-share:u1')).toBe('share')
  })

  it.each([
    ['another context (a row moved to another user)', (c: string) => c, 'auth-share:u2'],
    [
      'a flipped ciphertext byte',
      (c: string) => {
        const [v, iv, body = '', tag] = c.split('.')
        const bytes = Buffer.from(body, 'base64url')
        bytes[0] = (bytes[0] ?? 0) ^ 1
        return [v, iv, bytes.toString('base64url'), tag].join('.')
      },
      'auth-share:u1',
    ],
    ['another version', (c: string) => c.replace(/^v1/, 'v2'), 'auth-share:u1'],
    ['a truncated value', (c: string) => c.split('.').slice(0, 3).join('.'), 'auth-share:u1'],
  ])('refuses %s', (_name, change, context) => {
    const sealed = keys.shares.encrypt('share', 'auth-share:u1')
    expect(() => keys.shares.decrypt(change(sealed), context)).toThrow()
  })

  it('uses separate keys per purpose, none of them the master key', () => {
    const sealed = keys.shares.encrypt('x', 'c')
    expect(() => keys.logins.decrypt(sealed, 'c')).toThrow()
    expect(() => createServerKeys(randomBytes(32)).shares.decrypt(sealed, 'c')).toThrow()
  })

  it('hashes a code with a keyed HMAC bound to the code id', () => {
    const digest = keys.hashCode('id-1', '123456')
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(digest).not.toBe(hashToken('id-1:123456'))
    expect(keys.hashCode('id-2', '123456')).not.toBe(digest)
    expect(createServerKeys(randomBytes(32)).hashCode('id-1', '123456')).not.toBe(digest)
  })
})

describe('secret tokens', () => {
  it('a code is 6 digits, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2_000 }, createCode)
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1_990)
    expect(codes.some((c) => c.startsWith('0'))).toBe(true)
  })

  it('a token is 32 random bytes (43 base64url characters)', () => {
    const token = createToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(createToken()).not.toBe(token)
  })

  it.each([
    ['equal digests', 'ab'.repeat(32), 'ab'.repeat(32), true],
    ['different digests', 'ab'.repeat(32), 'cd'.repeat(32), false],
    ['different lengths', 'ab'.repeat(32), 'ab'.repeat(31), false],
    ['empty', '', '', false],
  ])('equalHex: %s → %s', (_name, a, b, equal) => {
    expect(equalHex(a, b)).toBe(equal)
  })
})
