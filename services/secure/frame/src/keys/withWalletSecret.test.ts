import { describe, expect, test } from 'vitest'
import { assertWalletKeys } from './assertWalletKeys.js'
import { deriveWalletAddresses, type WalletAddresses } from './deriveWalletAddresses.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { splitWalletSecret } from './splitWalletSecret.js'
import { walletKeysOf } from './walletSecret.js'
import { KeyMismatchError, withWalletSecret } from './withWalletSecret.js'

describe('withWalletSecret: the key exists only for one operation', () => {
  test('gives the operation both keys, then zeroes the key and the shares', async () => {
    const secret = generateWalletSecret()
    const { evmAddress } = deriveWalletAddresses(secret)
    const { deviceShare, authShare } = await splitWalletSecret(secret)
    let seen: { evm: Uint8Array; solana: Uint8Array } | undefined
    const result = await withWalletSecret(
      { shares: [deviceShare, authShare], expectedEvmAddress: evmAddress },
      ({ evmPrivateKey, solanaSeed }) => {
        expect(evmPrivateKey).toEqual(secret.subarray(0, 32))
        expect(solanaSeed).toEqual(secret.subarray(32))
        seen = { evm: evmPrivateKey, solana: solanaSeed }
        return 'signed'
      },
    )
    expect(result).toBe('signed')
    expect(seen!.evm.every((b) => b === 0)).toBe(true)
    expect(seen!.solana.every((b) => b === 0)).toBe(true)
    expect(deviceShare.every((b) => b === 0)).toBe(true)
    expect(authShare.every((b) => b === 0)).toBe(true)
  })

  test('zeroes everything when the operation throws', async () => {
    const secret = generateWalletSecret()
    const { deviceShare, authShare } = await splitWalletSecret(secret)
    let key: Uint8Array | undefined
    await expect(
      withWalletSecret(
        {
          shares: [deviceShare, authShare],
          expectedEvmAddress: deriveWalletAddresses(secret).evmAddress,
        },
        ({ evmPrivateKey }) => {
          key = evmPrivateKey
          throw new Error('boom')
        },
      ),
    ).rejects.toThrow('boom')
    expect(key!.every((b) => b === 0)).toBe(true)
    expect(deviceShare.every((b) => b === 0)).toBe(true)
  })

  test("refuses shares that rebuild another wallet's key (a replaced auth share)", async () => {
    const mine = generateWalletSecret()
    const { deviceShare } = await splitWalletSecret(mine)
    let foreign = (await splitWalletSecret(generateWalletSecret())).authShare
    // Another x coordinate, so the pair reaches the address check (same x is refused earlier).
    while (foreign.at(-1) === deviceShare.at(-1))
      foreign = (await splitWalletSecret(generateWalletSecret())).authShare
    let ran = false
    await expect(
      withWalletSecret(
        {
          shares: [deviceShare, foreign],
          expectedEvmAddress: deriveWalletAddresses(mine).evmAddress,
        },
        () => {
          ran = true
        },
      ),
    ).rejects.toThrow(KeyMismatchError)
    expect(ran).toBe(false)
  })
})

describe('"both halves of the combined key checked" before any signing', () => {
  /**
   * Shamir works byte by byte: changing only the Solana half of a share (bytes 32-63) rebuilds the
   * right EVM key and another Solana seed. A check of the EVM address alone lets such a share sign.
   */
  async function forgedSolanaHalf() {
    const secret = generateWalletSecret()
    const addresses = deriveWalletAddresses(secret)
    const { deviceShare, authShare } = await splitWalletSecret(secret)
    const forged = authShare.slice()
    for (let i = 32; i < 64; i++) forged[i]! ^= 0x5a
    return { addresses, deviceShare, authShare, forged }
  }

  test.each([
    ['the EVM half replaced', 'evm'],
    ['the Solana half replaced (the EVM address still matches)', 'solana'],
  ] as const)('%s: refused, nothing runs, the key and shares are zeroed', async (_, half) => {
    const { addresses, deviceShare, authShare, forged } = await forgedSolanaHalf()
    const share = forged.slice()
    if (half === 'evm') {
      share.set(authShare.subarray(32, 64), 32)
      for (let i = 0; i < 32; i++) share[i]! ^= 0x5a
    }
    let ran = false
    await expect(
      withWalletSecret(
        {
          shares: [deviceShare, share],
          expectedEvmAddress: addresses.evmAddress,
          expectedSolanaAddress: addresses.solanaAddress,
        },
        () => {
          ran = true
        },
      ),
    ).rejects.toThrow(KeyMismatchError)
    expect(ran).toBe(false)
    expect(deviceShare.every((b) => b === 0)).toBe(true)
    expect(share.every((b) => b === 0)).toBe(true)
  })

  test.each([
    ['both addresses the wallet stores', (a: WalletAddresses) => a, true],
    [
      'another Solana address',
      (a: WalletAddresses) => ({ ...a, solanaAddress: '11111111111111111111111111111111' }),
      false,
    ],
    [
      'another EVM address',
      (a: WalletAddresses) => ({ ...a, evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
      false,
    ],
    [
      'the EVM address in lower case',
      (a: WalletAddresses) => ({ ...a, evmAddress: a.evmAddress.toLowerCase() }),
      true,
    ],
  ] as const)('assertWalletKeys: keys against %s', (_, stored, matches) => {
    const secret = generateWalletSecret()
    const check = () =>
      assertWalletKeys(walletKeysOf(secret), stored(deriveWalletAddresses(secret)))
    if (matches) expect(check).not.toThrow()
    else expect(check).toThrow(KeyMismatchError)
  })
})
