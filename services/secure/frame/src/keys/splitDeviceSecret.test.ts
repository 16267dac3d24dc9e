/**
 * Issue 16, "each recovered device gets its own share, so one device can be revoked": each device
 * holds its own 2-of-2 split of the wallet secret. What makes revocation work is that a split's
 * halves pair only with each other: no share of another split (another device's, or the 2-of-3
 * recovery pair) completes a device's share.
 */
import { describe, expect, test } from 'vitest'
import { combineShares } from './combineShares.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { SHARE_BYTES } from './shareEncoding.js'
import { splitDeviceSecret } from './splitDeviceSecret.js'
import { splitWalletSecret } from './splitWalletSecret.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Whether two shares rebuild `secret` (a refusal counts as no). */
async function rebuilds(secret: Uint8Array, first: Uint8Array, second: Uint8Array) {
  try {
    return hex(await combineShares(first.slice(), second.slice())) === hex(secret)
  } catch {
    return false
  }
}

describe('splitDeviceSecret (one device, one 2-of-2 split)', () => {
  test('its two halves rebuild the secret; each is one share long', async () => {
    const secret = generateWalletSecret()
    const { deviceShare, serverShare } = await splitDeviceSecret(secret)
    expect(deviceShare).toHaveLength(SHARE_BYTES)
    expect(serverShare).toHaveLength(SHARE_BYTES)
    expect(await rebuilds(secret, deviceShare, serverShare)).toBe(true)
  })

  test("a device's share never pairs with another device's server share, nor with the recovery pair", async () => {
    const secret = generateWalletSecret()
    const recovery = await splitWalletSecret(secret)
    // Many draws: random x coordinates and coefficients each time.
    for (let i = 0; i < 40; i++) {
      const a = await splitDeviceSecret(secret)
      const b = await splitDeviceSecret(secret)
      expect(await rebuilds(secret, a.deviceShare, b.serverShare)).toBe(false)
      expect(await rebuilds(secret, b.deviceShare, a.serverShare)).toBe(false)
      expect(await rebuilds(secret, b.deviceShare, recovery.authShare)).toBe(false)
      expect(await rebuilds(secret, b.deviceShare, recovery.recoveryShare)).toBe(false)
      expect(await rebuilds(secret, a.serverShare, recovery.authShare)).toBe(false)
    }
  })

  test('a fresh split each time: no half repeats, none is the secret', async () => {
    const secret = generateWalletSecret()
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const { deviceShare, serverShare } = await splitDeviceSecret(secret)
      for (const share of [deviceShare, serverShare]) {
        expect(hex(share)).not.toContain(hex(secret).slice(0, 32))
        seen.add(hex(share))
      }
    }
    expect(seen.size).toBe(40)
  })

  test('refuses anything but a 64-byte secret', async () => {
    await expect(splitDeviceSecret(new Uint8Array(32))).rejects.toThrow('64 bytes')
  })
})
