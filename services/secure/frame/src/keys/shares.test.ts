import { combine } from 'shamir-secret-sharing'
import { describe, expect, test } from 'vitest'
import { combineShares } from './combineShares.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { decodeShare, encodeShare, SHARE_BYTES } from './shareEncoding.js'
import { splitWalletSecret } from './splitWalletSecret.js'
import { WALLET_SECRET_BYTES } from './walletSecret.js'

/** Multiplication in GF(2^8) with the AES polynomial x⁸+x⁴+x³+x+1, written out bit by bit. */
function gfMul(a: number, b: number): number {
  let product = 0
  for (let i = 0; i < 8; i++) {
    if (b & 1) product ^= a
    const carry = a & 0x80
    a = (a << 1) & 0xff
    if (carry) a ^= 0x1b
    b >>= 1
  }
  return product
}

/** a⁻¹ = a²⁵⁴ in GF(2^8). */
function gfInv(a: number): number {
  let result = 1
  for (let i = 0; i < 254; i++) result = gfMul(result, a)
  return result
}

/**
 * A second share at `x2` that, with `share`, rebuilds `target` — the line through (0, target) and
 * the share's point. It exists for every target, which is why one share says nothing of the secret.
 */
function forgeSecondShare(share: Uint8Array, target: Uint8Array, x2: number): Uint8Array {
  const x1 = share[share.length - 1]!
  const forged = new Uint8Array(share.length)
  for (let i = 0; i < target.length; i++) {
    const slope = gfMul(share[i]! ^ target[i]!, gfInv(x1))
    forged[i] = target[i]! ^ gfMul(slope, x2)
  }
  forged[share.length - 1] = x2
  return forged
}

describe('2-of-3 split of the wallet secret (issue 7: "split 2-of-3 with shamir-secret-sharing")', () => {
  test.each([
    ['device + auth (a known device signs)', 'deviceShare', 'authShare'],
    ['auth + recovery (a new device)', 'authShare', 'recoveryShare'],
    ['device + recovery', 'deviceShare', 'recoveryShare'],
    ['auth + device (order does not matter)', 'authShare', 'deviceShare'],
  ] as const)('any two shares rebuild the secret: %s', async (_, a, b) => {
    const secret = generateWalletSecret()
    const shares = await splitWalletSecret(secret)
    expect(shares[a]).toHaveLength(SHARE_BYTES)
    const rebuilt = await combineShares(shares[a].slice(), shares[b].slice())
    expect(rebuilt).toEqual(secret)
  })

  test('the three shares are different and none contains the secret', async () => {
    const secret = generateWalletSecret()
    const { deviceShare, authShare, recoveryShare } = await splitWalletSecret(secret)
    const hexes = [deviceShare, authShare, recoveryShare].map(encodeShare)
    expect(new Set(hexes).size).toBe(3)
    const secretHex = encodeShare(new Uint8Array([...secret, 0])).slice(0, WALLET_SECRET_BYTES * 2)
    for (const hex of hexes) {
      expect(hex.includes(secretHex.slice(0, 16))).toBe(false)
      expect(hex.includes(secretHex.slice(64, 80))).toBe(false)
    }
  })

  test('one share alone reveals nothing: for ANY candidate secret there is a second share that completes it', async () => {
    const secret = generateWalletSecret()
    const { authShare } = await splitWalletSecret(secret)
    // Whoever holds only the auth share (the server) cannot tell the real secret from any other.
    for (const candidate of [new Uint8Array(WALLET_SECRET_BYTES), generateWalletSecret()]) {
      const x2 = authShare[SHARE_BYTES - 1] === 7 ? 8 : 7
      const forged = forgeSecondShare(authShare, candidate, x2)
      expect(await combine([authShare, forged])).toEqual(candidate)
    }
  })

  test('one share alone reveals nothing: two different secrets can yield the same single share', async () => {
    const secretA = generateWalletSecret()
    const secretB = generateWalletSecret()
    expect(secretA).not.toEqual(secretB)
    const { deviceShare } = await splitWalletSecret(secretA)
    // A sharing of B whose first share is byte for byte A's device share: B's other shares exist.
    const x2 = deviceShare[SHARE_BYTES - 1] === 1 ? 2 : 1
    const otherShareOfB = forgeSecondShare(deviceShare, secretB, x2)
    expect(await combine([deviceShare, otherShareOfB])).toEqual(secretB)
  })

  test('a single share is uniformly spread whatever the secret (every byte value occurs)', async () => {
    const seen = { zero: new Set<number>(), ones: new Set<number>() }
    const zero = new Uint8Array(WALLET_SECRET_BYTES)
    const ones = new Uint8Array(WALLET_SECRET_BYTES).fill(0xff)
    for (let i = 0; i < 1_000; i++) {
      seen.zero.add((await splitWalletSecret(zero)).deviceShare[0]!)
      seen.ones.add((await splitWalletSecret(ones)).deviceShare[0]!)
    }
    // A fixed secret byte does not show through: both secrets' shares take (nearly) all 256 values.
    expect(seen.zero.size).toBeGreaterThan(235)
    expect(seen.ones.size).toBeGreaterThan(235)
  })

  test('two copies of one share are refused instead of combining into a wrong key', async () => {
    const { deviceShare } = await splitWalletSecret(generateWalletSecret())
    await expect(combineShares(deviceShare, deviceShare.slice())).rejects.toThrow(
      'Two different key shares are needed',
    )
  })

  test.each([
    ['too short', new Uint8Array(SHARE_BYTES - 1)],
    ['too long', new Uint8Array(SHARE_BYTES + 1)],
  ])('a malformed share is refused: %s', async (_, bad) => {
    const { deviceShare } = await splitWalletSecret(generateWalletSecret())
    await expect(combineShares(deviceShare, bad)).rejects.toThrow('Malformed key share')
  })
})

describe('share encoding', () => {
  test('hex round trip', async () => {
    const { recoveryShare } = await splitWalletSecret(generateWalletSecret())
    const hex = encodeShare(recoveryShare)
    expect(hex).toMatch(/^[0-9a-f]{130}$/)
    expect(decodeShare(hex)).toEqual(recoveryShare)
  })

  test.each([
    ['upper case', 'AB'.repeat(SHARE_BYTES)],
    ['one byte short', 'ab'.repeat(SHARE_BYTES - 1)],
    ['not hex', 'zz'.repeat(SHARE_BYTES)],
    ['with 0x', `0x${'ab'.repeat(SHARE_BYTES - 1)}`],
  ])('malformed hex is refused: %s', (_, hex) => {
    expect(() => decodeShare(hex)).toThrow('Malformed key share')
  })
})
