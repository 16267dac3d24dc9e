import { describe, expect, test } from 'vitest'
import { deriveWalletAddresses } from './deriveWalletAddresses.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { splitWalletSecret } from './splitWalletSecret.js'
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
