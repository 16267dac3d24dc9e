import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { deriveWalletAddresses, evmAddressOf, solanaAddressOf } from './deriveWalletAddresses.js'
import { generateWalletSecret } from './generateWalletSecret.js'
import { walletKeysOf } from './walletSecret.js'

/** The first anvil account's well-known key and address (mnemonic "test test … junk"). */
const ANVIL_0 = {
  key: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
} as const

/** RFC 8032 §7.1, TEST 1: an ed25519 secret key and its public key. */
const RFC8032_TEST_1 = {
  secret: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
  public: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))
}

describe('wallet addresses', () => {
  test("the EVM address of a known key is anvil account #0's", () => {
    expect(evmAddressOf(hexBytes(ANVIL_0.key.slice(2)))).toBe(ANVIL_0.address)
  })

  test.each(Array.from({ length: 5 }, (_, i) => [i]))(
    "the EVM address matches viem's privateKeyToAddress (random key %i)",
    () => {
      const secret = generateWalletSecret()
      const { evmPrivateKey } = walletKeysOf(secret)
      expect(deriveWalletAddresses(secret).evmAddress).toBe(
        privateKeyToAddress(bytesToHex(evmPrivateKey)),
      )
    },
  )

  test('the Solana address is the RFC 8032 test public key in base58', () => {
    const address = solanaAddressOf(hexBytes(RFC8032_TEST_1.secret))
    expect(bytesToHex(base58.decode(address)).slice(2)).toBe(RFC8032_TEST_1.public)
    expect(address).toBe(base58.encode(hexBytes(RFC8032_TEST_1.public)))
  })

  test('the Solana address is the ed25519 public key of the seed in base58 (random seed)', () => {
    const secret = generateWalletSecret()
    const { solanaSeed } = walletKeysOf(secret)
    const address = deriveWalletAddresses(secret).solanaAddress
    expect(base58.decode(address)).toEqual(ed25519.getPublicKey(solanaSeed))
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  test('a new wallet secret has two different, non-zero keys', () => {
    const { evmPrivateKey, solanaSeed } = walletKeysOf(generateWalletSecret())
    expect(evmPrivateKey.some((b) => b !== 0)).toBe(true)
    expect(solanaSeed).not.toEqual(evmPrivateKey)
  })
})
