import { BIP322, Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { DEVNET_MNEMONIC } from '../anvil.js'
import { bitcoin, ecc } from '../bitcoin/bitcoinjs.js'
import { REGTEST_NETWORK } from '../bitcoin/regtest.js'
import { createEcdsaSigner, createTaprootSigner } from '../bitcoin/signers.js'
import {
  bitcoinRootFromMnemonic,
  deriveBitcoinAccounts,
  deriveOrdinalKey,
  derivePaymentKey,
  tweakTaprootPrivateKey,
} from './bitcoinKeys.js'

const accounts = deriveBitcoinAccounts(DEVNET_MNEMONIC)
const mainnet = { coinType: 0, network: bitcoin.networks.bitcoin } as const

describe('the BIPs’ own test vectors (mnemonic abandon … about, mainnet)', () => {
  const root = bitcoinRootFromMnemonic(
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  )
  test.each([
    { bip: 'BIP-84', index: 0, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
    { bip: 'BIP-84', index: 1, address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g' },
    {
      bip: 'BIP-86',
      index: 0,
      address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    },
    {
      bip: 'BIP-86',
      index: 1,
      address: 'bc1p4qhjn9zdvkux4e44uhx8tc55attvtyu358kutcqkudyccelu0was9fqzwh',
    },
  ] as const)('$bip receive address $index is $address', ({ bip, index, address }) => {
    const key =
      bip === 'BIP-84'
        ? derivePaymentKey(root, index, mainnet)
        : deriveOrdinalKey(root, index, mainnet)
    expect(key.address).toBe(address)
    expect(key.path).toBe(`m/${bip === 'BIP-84' ? 84 : 86}'/0'/0'/0/${index}`)
  })
})

describe('the devnet accounts (test test … junk, regtest)', () => {
  test('wallet-1..3 get m/84’/1’/0’/0/i payment and m/86’/1’/0’/0/i ordinal addresses', () => {
    expect(
      accounts.map((a) => [
        a.label,
        a.payment.path,
        a.payment.address,
        a.ordinal.path,
        a.ordinal.address,
      ]),
    ).toMatchInlineSnapshot(`
      [
        [
          "wallet-1",
          "m/84'/1'/0'/0/0",
          "bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw",
          "m/86'/1'/0'/0/0",
          "bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv",
        ],
        [
          "wallet-2",
          "m/84'/1'/0'/0/1",
          "bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj",
          "m/86'/1'/0'/0/1",
          "bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4",
        ],
        [
          "wallet-3",
          "m/84'/1'/0'/0/2",
          "bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv",
          "m/86'/1'/0'/0/2",
          "bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6",
        ],
      ]
    `)
  })

  test.each(accounts)('$label: the payment key is the P2WPKH address’s key', (account) => {
    const { payment } = account
    expect(payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    expect(ecc.pointFromScalar(payment.privateKey, true)).toEqual(payment.publicKey)
    const script = bitcoin.address.toOutputScript(payment.address, REGTEST_NETWORK)
    expect(script.subarray(2)).toEqual(bitcoin.crypto.hash160(Buffer.from(payment.publicKey)))
  })

  test.each(accounts)(
    '$label: the tweaked ordinal key is the P2TR address’s output key',
    (account) => {
      const { ordinal } = account
      expect(ordinal.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
      expect(ordinal.internalPubkey).toEqual(ordinal.publicKey.slice(1))
      const outputKey = bitcoin.address.toOutputScript(ordinal.address, REGTEST_NETWORK).subarray(2)
      const tweaked = tweakTaprootPrivateKey(ordinal.privateKey)
      expect(Buffer.from(ecc.xOnlyPointFromScalar(tweaked))).toEqual(outputKey)
      // …and not the untweaked key (BIP-86 commits to a tweak even without scripts).
      expect(Buffer.from(ordinal.internalPubkey)).not.toEqual(outputKey)
    },
  )

  test('accounts get distinct keys; the ordinal key is not the payment key', () => {
    const all = accounts.flatMap((a) => [a.payment.address, a.ordinal.address])
    expect(new Set(all).size).toBe(6)
    expect(accounts[0]?.payment.publicKey).not.toEqual(accounts[0]?.ordinal.publicKey)
  })

  test('a mnemonic that is not BIP-39 is refused', () => {
    expect(() => deriveBitcoinAccounts('test test test')).toThrow()
  })
})

/** Signs a BIP-322 "simple" signature with bitcoinjs-lib and the devnet key, as a wallet would. */
function signBip322(
  address: string,
  message: string,
  sign: (psbt: InstanceType<typeof bitcoin.Psbt>) => void,
  internalKey?: Uint8Array,
): string {
  const scriptPubKey = bitcoin.address.toOutputScript(address, REGTEST_NETWORK)
  const toSpend = BIP322.buildToSpendTx(message, scriptPubKey)
  const toSign = BIP322.buildToSignTx(
    toSpend.getId(),
    scriptPubKey,
    false,
    internalKey ? Buffer.from(internalKey) : undefined,
  )
  sign(toSign)
  toSign.finalizeAllInputs()
  return BIP322.encodeWitness(toSign)
}

describe('BIP-322 simple signatures by the devnet keys verify with bip322-js', () => {
  const message = 'Sign in to Portico at 127.0.0.1:5173'
  const [wallet1, wallet2] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]

  test.each([
    {
      kind: 'payment (P2WPKH)',
      address: wallet1.payment.address,
      otherAddress: wallet2.payment.address,
      signature: () =>
        signBip322(wallet1.payment.address, message, (psbt) =>
          psbt.signInput(0, createEcdsaSigner(wallet1.payment.privateKey)),
        ),
    },
    {
      kind: 'ordinal (P2TR key path)',
      address: wallet1.ordinal.address,
      otherAddress: wallet2.ordinal.address,
      signature: () =>
        signBip322(
          wallet1.ordinal.address,
          message,
          (psbt) => psbt.signInput(0, createTaprootSigner(wallet1.ordinal.privateKey)),
          wallet1.ordinal.internalPubkey,
        ),
    },
  ])(
    '$kind: verifies for its address, not for another or another message',
    ({ address, otherAddress, signature }) => {
      const signed = signature()
      expect(Verifier.verifySignature(address, message, signed)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signed)).toBe(false)
      expect(Verifier.verifySignature(otherAddress, message, signed)).toBe(false)
    },
  )
})
