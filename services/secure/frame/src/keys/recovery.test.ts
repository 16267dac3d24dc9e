import { base64urlnopad } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { decryptRecoveryShare, WrongRecoverySecretError } from './decryptRecoveryShare.js'
import { encryptRecoveryShare } from './encryptRecoveryShare.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { parseRecoveryBlob, RECOVERY_SCRYPT_PARAMS, type ScryptParams } from './recoveryBlob.js'
import { encodeShare } from './shareEncoding.js'
import { splitWalletSecret } from './splitWalletSecret.js'

/** The weakest cost the blob format accepts: keeps the many cases below fast. */
const FAST: ScryptParams = { N: 2 ** 14, r: 8, p: 1 }
const SECRET = 'correct horse battery staple'

async function recoveryShare() {
  return (await splitWalletSecret(generateWalletSecret())).recoveryShare
}

describe('recovery share under the user secret (scrypt → AES-256-GCM)', () => {
  test('round trip with the production cost (N=2^17, r=8, p=1)', async () => {
    const share = await recoveryShare()
    const blob = await encryptRecoveryShare({ recoveryShare: share, recoverySecret: SECRET })
    expect(parseRecoveryBlob(blob).params).toEqual(RECOVERY_SCRYPT_PARAMS)
    expect(RECOVERY_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 })
    expect(await decryptRecoveryShare({ recoveryBlob: blob, recoverySecret: SECRET })).toEqual(
      share,
    )
  })

  test('the blob holds only ciphertext: no share bytes in the clear', async () => {
    const share = await recoveryShare()
    const blob = await encryptRecoveryShare({
      recoveryShare: share,
      recoverySecret: SECRET,
      scryptParams: FAST,
    })
    const hex = encodeShare(share)
    expect(blob).not.toContain(hex.slice(0, 16))
    expect(blob).not.toContain(base64urlnopad.encode(share).slice(0, 16))
    expect(blob).not.toContain(SECRET)
    const parsed = parseRecoveryBlob(blob)
    expect(parsed.ciphertext.length).toBe(share.length + 16) // + the GCM tag
    expect(encodeShare(parsed.ciphertext.subarray(0, share.length))).not.toBe(hex)
  })

  test('two encryptions of one share differ (random salt and nonce)', async () => {
    const share = await recoveryShare()
    const a = parseRecoveryBlob(
      await encryptRecoveryShare({
        recoveryShare: share,
        recoverySecret: SECRET,
        scryptParams: FAST,
      }),
    )
    const b = parseRecoveryBlob(
      await encryptRecoveryShare({
        recoveryShare: share,
        recoverySecret: SECRET,
        scryptParams: FAST,
      }),
    )
    expect(a.salt).not.toEqual(b.salt)
    expect(a.nonce).not.toEqual(b.nonce)
    expect(a.ciphertext).not.toEqual(b.ciphertext)
  })

  test.each([
    ['a wrong secret', 'correct horse battery stapler'],
    ['the empty secret', ''],
    ['the secret in another case', SECRET.toUpperCase()],
  ])('a share cannot be decrypted with %s: authenticated decryption fails', async (_, wrong) => {
    const blob = await encryptRecoveryShare({
      recoveryShare: await recoveryShare(),
      recoverySecret: SECRET,
      scryptParams: FAST,
    })
    await expect(
      decryptRecoveryShare({ recoveryBlob: blob, recoverySecret: wrong }),
    ).rejects.toThrow(WrongRecoverySecretError)
  })

  test('the same secret typed in another Unicode form (NFKC) opens the blob', async () => {
    const share = await recoveryShare()
    const blob = await encryptRecoveryShare({
      recoveryShare: share,
      recoverySecret: 'caf\u00e9 secret phrase',
      scryptParams: FAST,
    })
    expect(
      await decryptRecoveryShare({
        recoveryBlob: blob,
        recoverySecret: 'cafe\u0301 secret phrase',
      }),
    ).toEqual(share)
  })

  test.each([
    ['a flipped ciphertext bit', (b: Record<string, unknown>) => flip(b, 'ct')],
    ['another nonce', (b: Record<string, unknown>) => flip(b, 'nonce')],
    ['another salt', (b: Record<string, unknown>) => flip(b, 'salt')],
    [
      'a lower cost in the header (downgrade)',
      (b: Record<string, unknown>) => ({ ...b, N: 2 ** 15 }),
    ],
  ])('a tampered blob fails authentication: %s', async (_, tamper) => {
    const blob = await encryptRecoveryShare({
      recoveryShare: await recoveryShare(),
      recoverySecret: SECRET,
      scryptParams: FAST,
    })
    const tampered = JSON.stringify(tamper(JSON.parse(blob)))
    await expect(
      decryptRecoveryShare({ recoveryBlob: tampered, recoverySecret: SECRET }),
    ).rejects.toThrow(WrongRecoverySecretError)
  })

  test.each([
    ['not JSON', 'nope'],
    ['another version', JSON.stringify({ v: 2, kdf: 'scrypt' })],
    ['another KDF', JSON.stringify({ v: 1, kdf: 'pbkdf2' })],
    [
      'a cost above the 1 GiB bound (N=2^21)',
      JSON.stringify({ v: 1, kdf: 'scrypt', N: 2 ** 21, r: 8, p: 1 }),
    ],
    [
      'a cost below the floor (N=2^10)',
      JSON.stringify({ v: 1, kdf: 'scrypt', N: 2 ** 10, r: 8, p: 1 }),
    ],
    ['N not a power of two', JSON.stringify({ v: 1, kdf: 'scrypt', N: 20000, r: 8, p: 1 })],
  ])('a malformed or out-of-bounds blob is refused before scrypt runs: %s', async (_, blob) => {
    await expect(
      decryptRecoveryShare({ recoveryBlob: blob, recoverySecret: SECRET }),
    ).rejects.toThrow('Malformed recovery blob')
  })
})

function flip(blob: Record<string, unknown>, field: string): Record<string, unknown> {
  const bytes = base64urlnopad.decode(String(blob[field]))
  bytes[0]! ^= 1
  return { ...blob, [field]: base64urlnopad.encode(bytes) }
}
