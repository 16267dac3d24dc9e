import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { u8aToHex } from '@polkadot/util'
import {
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret as polkadotMiniSecret,
  sr25519PairFromSeed,
} from '@polkadot/util-crypto'
import { bech32 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { ANVIL_MNEMONIC } from '../../provider/defaults.js'
import { BITCOIN_MAINNET_REFERENCE, BITCOIN_REGTEST_REFERENCE } from './bitcoinNetworks.js'
import { deriveEd25519Key } from './deriveEd25519Key.js'
import { derivePolkadotAccount, mnemonicToMiniSecret } from './derivePolkadotAccount.js'
import { deriveSampleWalletAccounts, getSampleWalletAddress } from './deriveSampleWalletAccounts.js'
import { decodeSs58Address, encodeSs58Address } from './encodeSs58Address.js'

/** The BIP-39 test mnemonic whose addresses wallets publish as vectors. */
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

describe('deriveSampleWalletAccounts: known-answer vectors', () => {
  test.each([
    [
      'anvil account #0 from the devnet mnemonic',
      ANVIL_MNEMONIC,
      0,
      'eip155:31337',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    [
      'anvil account #1 from the devnet mnemonic',
      ANVIL_MNEMONIC,
      1,
      'eip155:31338',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ],
    [
      "BIP-44 m/44'/60'/0'/0/0 of the abandon mnemonic",
      ABANDON,
      0,
      'eip155:1',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ],
    [
      "BIP-84 spec m/84'/0'/0'/0/0",
      ABANDON,
      0,
      `bip122:${BITCOIN_MAINNET_REFERENCE}`,
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    ],
    [
      "BIP-84 spec m/84'/0'/0'/0/1",
      ABANDON,
      1,
      `bip122:${BITCOIN_MAINNET_REFERENCE}`,
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    ],
    [
      "BIP-84 testnet m/84'/1'/0'/0/0",
      ABANDON,
      0,
      TESTNET,
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    ],
    [
      "Solana m/44'/501'/0'/0' (Phantom, Solflare)",
      ABANDON,
      0,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    ],
    [
      "Cosmos Hub m/44'/118'/0'/0/0",
      ABANDON,
      0,
      'cosmos:cosmoshub-4',
      'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4',
    ],
  ])('%s', (_rule, mnemonic, accountIndex, chainId, address) => {
    expect(
      getSampleWalletAddress(deriveSampleWalletAccounts({ mnemonic, accountIndex }), chainId),
    ).toBe(address)
  })

  test('regtest addresses hold the testnet key under the bcrt prefix', () => {
    const accounts = deriveSampleWalletAccounts({ mnemonic: ABANDON })
    const regtest = getSampleWalletAddress(accounts, `bip122:${BITCOIN_REGTEST_REFERENCE}`)!
    const testnet = getSampleWalletAddress(accounts, TESTNET)!
    expect(regtest.startsWith('bcrt1q')).toBe(true)
    expect(bech32.decode(regtest as `${string}1${string}`).words).toEqual(
      bech32.decode(testnet as `${string}1${string}`).words,
    )
  })

  test('polkadot: the SS58 address of the sr25519 key, prefix by chain, as @polkadot/util-crypto encodes it', () => {
    const accounts = deriveSampleWalletAccounts({ mnemonic: ANVIL_MNEMONIC })
    const { publicKey } = accounts.polkadot
    expect(accounts.polkadot.path).toBe('//0')
    for (const [reference, prefix] of [
      ['91b171bb158e2d3848fa23a9f1c25182', 0],
      ['b0a8d493285c2df73290dfb7e61f870f', 2],
      ['e143f23803ac50e8f6f8e62695d1ce9e', 42],
    ] as const)
      expect(getSampleWalletAddress(accounts, `polkadot:${reference}`)).toBe(
        encodeAddress(publicKey, prefix),
      )
  })

  /** What polkadot-js' Keyring does for addFromUri(`${mnemonic}//${i}`, {}, 'sr25519'). */
  function polkadotJsPublicKey(mnemonic: string, accountIndex: number): string {
    const { phrase, path } = keyExtractSuri(`${mnemonic}//${accountIndex}`)
    const seed = polkadotMiniSecret(phrase, '', undefined, true)
    return u8aToHex(keyFromPath(sr25519PairFromSeed(seed), path, 'sr25519').publicKey)
  }

  test.each([
    ['the devnet mnemonic', 0, ANVIL_MNEMONIC],
    ['the devnet mnemonic', 1, ANVIL_MNEMONIC],
    ['the devnet mnemonic', 258, ANVIL_MNEMONIC],
    ['abandon … about', 0, ABANDON],
    ['abandon … about', 7, ABANDON],
  ])(
    'polkadot: sr25519 "<mnemonic>//i" is the key polkadot-js Keyring derives (%s, //%i)',
    (_name, accountIndex, mnemonic) => {
      const account = derivePolkadotAccount({ mnemonic, accountIndex })
      expect(u8aToHex(account.publicKey)).toBe(polkadotJsPublicKey(mnemonic, accountIndex))
      expect(account.path).toBe(`//${accountIndex}`)
    },
  )

  test("polkadot: the mini secret is Substrate's (PBKDF2 over the entropy), not the BIP-39 seed", () => {
    expect(bytesToHex(mnemonicToMiniSecret(ABANDON))).toBe(
      bytesToHex(polkadotMiniSecret(ABANDON, '', undefined, true)),
    )
    const zero = derivePolkadotAccount({ mnemonic: ANVIL_MNEMONIC, accountIndex: 0 })
    const one = derivePolkadotAccount({ mnemonic: ANVIL_MNEMONIC, accountIndex: 1 })
    expect(bytesToHex(zero.publicKey)).not.toBe(bytesToHex(one.publicKey))
  })

  test('unknown namespaces have no address', () => {
    expect(
      getSampleWalletAddress(deriveSampleWalletAccounts({ mnemonic: ABANDON }), 'near:mainnet'),
    ).toBeUndefined()
  })

  test.each([[-1], [1.5], [2 ** 31]])('account index %s is refused', (accountIndex) => {
    expect(() => deriveSampleWalletAccounts({ mnemonic: ABANDON, accountIndex })).toThrow(
      /account index/,
    )
  })

  test('an invalid mnemonic is refused', () => {
    expect(() => deriveSampleWalletAccounts({ mnemonic: 'test test test' })).toThrow(/BIP-39/)
  })
})

describe('deriveEd25519Key: SLIP-0010 test vector 1 for ed25519', () => {
  const seed = hexToBytes('000102030405060708090a0b0c0d0e0f')
  test.each([
    [
      'm',
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    ],
    [
      "m/0'",
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
      '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    ],
    [
      "m/0'/1'",
      'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
      '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
    ],
    [
      "m/0'/1'/2'/2'/1000000000'",
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
      undefined,
    ],
  ])('%s', (path, privateKey, publicKey) => {
    const key = deriveEd25519Key({ seed, path })
    expect(bytesToHex(key.privateKey)).toBe(privateKey)
    if (publicKey) expect(bytesToHex(key.publicKey)).toBe(publicKey)
  })

  test('non-hardened levels are refused (ed25519 has no public derivation)', () => {
    expect(() => deriveEd25519Key({ seed, path: "m/44'/501'/0'/0" })).toThrow(/hardened/)
  })
})

describe('encodeSs58Address', () => {
  const alice = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')
  test.each([
    [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ])("Alice's key with prefix %s", (prefix, address) => {
    expect(encodeSs58Address(alice, prefix)).toBe(address)
    expect(decodeSs58Address(address)).toEqual({ publicKey: alice, prefix })
  })

  test('a changed character fails the checksum', () => {
    expect(() => decodeSs58Address('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toThrow(
      /checksum/,
    )
  })
})
