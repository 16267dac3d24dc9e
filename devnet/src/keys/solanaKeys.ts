import { pbkdf2Sync } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { DEVNET_ACCOUNT_INDEXES, type DevnetAccountLabel } from '../accounts.js'

/** A devnet Solana key pair (public knowledge, like the EVM accounts' keys: devnet only). */
export type SolanaDevnetKey = {
  label: DevnetAccountLabel
  /** Account index `i` of the derivation path m/44'/501'/i'/0' (wallet-1 = 0, deployer = 9). */
  index: number
  /** SLIP-10 derivation path of the key. */
  path: string
  /** Base58 ed25519 public key. */
  address: string
  /** The 32-byte ed25519 private key (seed); `createKeyPairSignerFromPrivateKeyBytes` takes it. */
  privateKey: Uint8Array
}

/** Solana's BIP-44 coin type. */
export const SOLANA_COIN_TYPE = 501

/** The wallets' path for account `index`: ed25519 SLIP-10 m/44'/501'/index'/0' (Phantom, Solflare, solana-keygen). */
export function solanaDerivationPath(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
    throw new Error(`account index must be an integer in [0, 2^31), got ${index}`)
  return `m/44'/${SOLANA_COIN_TYPE}'/${index}'/0'`
}

/** The BIP-39 seed of a mnemonic (empty passphrase). */
export function mnemonicToSeed(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic'.normalize('NFKD'), 2048, 64, 'sha512')
}

/** The ed25519 key of account `index` from a BIP-39 seed (SLIP-10, every level hardened). */
export function deriveSolanaKeyFromSeed(seed: Uint8Array, index: number) {
  const path = solanaDerivationPath(index)
  const key = HDKey.fromMasterSeed(seed).derive(path)
  return { path, privateKey: key.privateKey, address: getBase58Decoder().decode(key.publicKeyRaw) }
}

/**
 * The devnet's Solana keys from its mnemonic, one per devnet account label, at the same account
 * indexes as the EVM accounts (wallet-1..3 = 0..2, deployer = 9).
 */
export function deriveSolanaKeys(mnemonic: string): SolanaDevnetKey[] {
  const seed = mnemonicToSeed(mnemonic)
  return Object.entries(DEVNET_ACCOUNT_INDEXES).map(([label, index]) => ({
    label: label as DevnetAccountLabel,
    index,
    ...deriveSolanaKeyFromSeed(seed, index),
  }))
}

/** The key with a label; throws when the list lacks it. */
export function getSolanaKey(
  keys: readonly SolanaDevnetKey[],
  label: DevnetAccountLabel,
): SolanaDevnetKey {
  const key = keys.find((k) => k.label === label)
  if (!key) throw new Error(`no Solana devnet key labelled ${label}`)
  return key
}
