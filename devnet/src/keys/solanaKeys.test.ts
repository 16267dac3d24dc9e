import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { describe, expect, test } from 'vitest'
import { DEVNET_MNEMONIC } from '../anvil.js'
import {
  deriveSolanaKeyFromSeed,
  deriveSolanaKeys,
  getSolanaKey,
  mnemonicToSeed,
  solanaDerivationPath,
} from './solanaKeys.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe("Solana keys: ed25519 SLIP-10 m/44'/501'/i'/0' from the devnet mnemonic", () => {
  // SLIP-0010 test vector 1 for ed25519 (seed 000102…0f).
  test.each([
    {
      path: 'm',
      privateKey: '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      publicKey: '00a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    },
    {
      path: "m/0'/1'/2'/2'/1000000000'",
      privateKey: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
      publicKey: '003c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
    },
  ])(
    'the SLIP-10 implementation meets the spec vector at $path',
    ({ path, privateKey, publicKey }) => {
      const key = HDKey.fromMasterSeed('000102030405060708090a0b0c0d0e0f').derive(path)
      expect(hex(key.privateKey)).toBe(privateKey)
      expect(hex(key.publicKey)).toBe(publicKey)
    },
  )

  test.each([
    [0, "m/44'/501'/0'/0'"],
    [2, "m/44'/501'/2'/0'"],
    [9, "m/44'/501'/9'/0'"],
  ])('account %i derives at %s', (index, path) => {
    expect(solanaDerivationPath(index)).toBe(path)
  })

  test.each([-1, 1.5, 2 ** 31])('refuses account index %s', (index) => {
    expect(() => solanaDerivationPath(index)).toThrow('account index must be an integer')
  })

  test('wallet-1..3 are accounts 0..2 and the deployer 9, with fixed addresses', () => {
    expect(
      deriveSolanaKeys(DEVNET_MNEMONIC).map(({ label, index, path, address }) => ({
        label,
        index,
        path,
        address,
      })),
    ).toMatchInlineSnapshot(`
      [
        {
          "address": "oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96",
          "index": 0,
          "label": "wallet-1",
          "path": "m/44'/501'/0'/0'",
        },
        {
          "address": "AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD",
          "index": 1,
          "label": "wallet-2",
          "path": "m/44'/501'/1'/0'",
        },
        {
          "address": "CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k",
          "index": 2,
          "label": "wallet-3",
          "path": "m/44'/501'/2'/0'",
        },
        {
          "address": "2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab",
          "index": 9,
          "label": "deployer",
          "path": "m/44'/501'/9'/0'",
        },
      ]
    `)
  })

  test("each address is the public key WebCrypto's ed25519 computes from the private key", async () => {
    for (const key of deriveSolanaKeys(DEVNET_MNEMONIC)) {
      const signer = await createKeyPairSignerFromPrivateKeyBytes(key.privateKey)
      expect(signer.address).toBe(key.address)
    }
  })

  test('the seed is BIP-39 with an empty passphrase (the well-known abandon…about vector)', () => {
    const seed = mnemonicToSeed(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    )
    expect(hex(seed)).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    )
    expect(deriveSolanaKeyFromSeed(mnemonicToSeed(DEVNET_MNEMONIC), 1).address).toBe(
      getSolanaKey(deriveSolanaKeys(DEVNET_MNEMONIC), 'wallet-2').address,
    )
  })

  test('getSolanaKey names a missing label', () => {
    expect(() => getSolanaKey([], 'wallet-1')).toThrow('no Solana devnet key labelled wallet-1')
  })
})
