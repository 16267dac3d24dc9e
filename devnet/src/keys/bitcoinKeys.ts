import { pbkdf2Sync } from 'node:crypto'
import { HDKey } from '@scure/bip32'
import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import {
  DEMO_ACCOUNT_LABELS,
  DEVNET_ACCOUNT_INDEXES,
  type DevnetAccountLabel,
} from '../accounts.js'
import { bitcoin, ecc } from '../bitcoin/bitcoinjs.js'
import { REGTEST_NETWORK } from '../bitcoin/regtest.js'

/** A P2WPKH payment key (BIP-84) with its address. */
export type BitcoinPaymentKey = {
  /** Derivation path, e.g. `m/84'/1'/0'/0/0`. */
  path: string
  /** Native SegWit v0 address (`bcrt1q…` on regtest). */
  address: string
  /** Compressed secp256k1 public key (33 bytes). */
  publicKey: Uint8Array
  privateKey: Uint8Array
}

/** A P2TR ordinal key (BIP-86, key path only) with its address. */
export type BitcoinOrdinalKey = {
  /** Derivation path, e.g. `m/86'/1'/0'/0/0`. */
  path: string
  /** Taproot address (`bcrt1p…` on regtest) of the tweaked output key. */
  address: string
  /** Compressed public key of the derived (untweaked) key, 33 bytes. */
  publicKey: Uint8Array
  /** x-only internal key (32 bytes) the BIP-86 output key commits to. */
  internalPubkey: Uint8Array
  /** The derived private key, untweaked: sign key-path spends with {@link tweakTaprootPrivateKey}. */
  privateKey: Uint8Array
}

/** A devnet account's Bitcoin keys: payment (wallet account index 0) and ordinal (index 1). */
export type DevnetBitcoinAccount = {
  label: DevnetAccountLabel
  /** The account's index `i` in m/84'/1'/0'/0/i and m/86'/1'/0'/0/i (wallet-1 = 0). */
  index: number
  payment: BitcoinPaymentKey
  ordinal: BitcoinOrdinalKey
}

/** Where to derive: BIP-44 coin type 1 and regtest addresses unless told otherwise. */
export type BitcoinDerivationOptions = {
  /** 0 for mainnet, 1 for every test network. @default 1 */
  coinType?: 0 | 1
  /** @default regtest (bech32 prefix `bcrt`) */
  network?: bitcoin.Network
}

/** BIP-84 P2WPKH key at m/84'/coinType'/0'/0/index of a BIP-32 root. */
export function derivePaymentKey(
  root: HDKey,
  index: number,
  { coinType = 1, network = REGTEST_NETWORK }: BitcoinDerivationOptions = {},
): BitcoinPaymentKey {
  const path = `m/84'/${coinType}'/0'/0/${index}`
  const { publicKey, privateKey } = keysAt(root, path)
  const { address } = bitcoin.payments.p2wpkh({ pubkey: Buffer.from(publicKey), network })
  if (!address) throw new Error(`no P2WPKH address for ${path}`)
  return { path, address, publicKey, privateKey }
}

/** BIP-86 P2TR key (no script tree) at m/86'/coinType'/0'/0/index of a BIP-32 root. */
export function deriveOrdinalKey(
  root: HDKey,
  index: number,
  { coinType = 1, network = REGTEST_NETWORK }: BitcoinDerivationOptions = {},
): BitcoinOrdinalKey {
  const path = `m/86'/${coinType}'/0'/0/${index}`
  const { publicKey, privateKey } = keysAt(root, path)
  const internalPubkey = publicKey.slice(1, 33)
  const { address } = bitcoin.payments.p2tr({
    internalPubkey: Buffer.from(internalPubkey),
    network,
  })
  if (!address) throw new Error(`no P2TR address for ${path}`)
  return { path, address, publicKey, internalPubkey, privateKey }
}

/**
 * The BIP-32 root of a BIP-39 mnemonic (no passphrase). Throws on a mnemonic that is not valid
 * BIP-39 English. The seed is BIP-39's PBKDF2-HMAC-SHA512 (2048 rounds) from node:crypto, several
 * times faster than a pure-JS one.
 */
export function bitcoinRootFromMnemonic(mnemonic: string): HDKey {
  if (!validateMnemonic(mnemonic, wordlist)) throw new Error('not a valid BIP-39 English mnemonic')
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  return HDKey.fromMasterSeed(seed)
}

/**
 * The Bitcoin keys of the devnet's demo accounts (wallet-1..3 by default), payment and ordinal,
 * on regtest, from a mnemonic or its BIP-32 root. The index of each is its EVM account index (wallet-1 = 0).
 *
 * @example
 * const [wallet1] = deriveBitcoinAccounts(DEVNET_MNEMONIC)
 * wallet1?.payment.address // 'bcrt1q…'
 */
export function deriveBitcoinAccounts(
  mnemonic: string | HDKey,
  labels: readonly DevnetAccountLabel[] = DEMO_ACCOUNT_LABELS,
): DevnetBitcoinAccount[] {
  const root = typeof mnemonic === 'string' ? bitcoinRootFromMnemonic(mnemonic) : mnemonic
  return labels.map((label) => {
    const index = DEVNET_ACCOUNT_INDEXES[label]
    return {
      label,
      index,
      payment: derivePaymentKey(root, index),
      ordinal: deriveOrdinalKey(root, index),
    }
  })
}

/**
 * The private key that signs BIP-86 key-path spends: the derived key, negated when its public key
 * has an odd y, plus the TapTweak of the x-only key (BIP-341 taproot_tweak_seckey, no script tree).
 */
export function tweakTaprootPrivateKey(privateKey: Uint8Array): Uint8Array {
  const publicKey = ecc.pointFromScalar(privateKey, true)
  if (!publicKey) throw new Error('invalid private key')
  const even = publicKey[0] === 2 ? privateKey : ecc.privateNegate(privateKey)
  const tweak = bitcoin.crypto.taggedHash('TapTweak', Buffer.from(publicKey.slice(1, 33)))
  const tweaked = ecc.privateAdd(even, tweak)
  if (!tweaked) throw new Error('the tweaked private key is invalid')
  return tweaked
}

function keysAt(root: HDKey, path: string): { publicKey: Uint8Array; privateKey: Uint8Array } {
  const child = root.derive(path)
  if (!child.privateKey || !child.publicKey) throw new Error(`could not derive ${path}`)
  return { publicKey: child.publicKey, privateKey: child.privateKey }
}
