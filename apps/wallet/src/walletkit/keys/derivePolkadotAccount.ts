import { pbkdf2 } from '@noble/hashes/pbkdf2'
import { sha512 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import * as sr25519 from '@scure/sr25519'

/** A Polkadot account: an sr25519 key (its SS58 address depends on the chain, see encodeSs58Address). */
export type PolkadotAccount = {
  /** The 64-byte sr25519 secret key (scalar ‖ nonce), as @scure/sr25519 and schnorrkel hold it. */
  secretKey: Uint8Array
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** The Substrate derivation path from the mnemonic, e.g. `//0`. */
  path: string
}

/** Parameters of `derivePolkadotAccount`. */
export type DerivePolkadotAccountParameters = { mnemonic: string; accountIndex: number }

/**
 * The mini secret of a mnemonic as Substrate (polkadot-js `mnemonicToMiniSecret`, subkey) derives
 * it: PBKDF2-HMAC-SHA512 over the BIP-39 *entropy* with salt `mnemonic` (no password), 2048
 * rounds, the first 32 bytes. (Not the BIP-39 seed, which hashes the words themselves.)
 */
export function mnemonicToMiniSecret(mnemonic: string): Uint8Array {
  const entropy = mnemonicToEntropy(mnemonic.trim().split(/\s+/).join(' '), wordlist)
  return pbkdf2(sha512, entropy, utf8ToBytes('mnemonic'), { c: 2048, dkLen: 64 }).slice(0, 32)
}

/** The chain code of a numeric junction (`//7`): the number as 32 little-endian bytes. */
function numericChainCode(value: number): Uint8Array {
  const code = new Uint8Array(32)
  let rest = value
  for (let i = 0; rest > 0 && i < 8; i++) {
    code[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  return code
}

/**
 * The sr25519 Polkadot key at the Substrate path `<mnemonic>//<accountIndex>` (one hard junction),
 * as polkadot-js' Keyring (`addFromUri(mnemonic + '//0', {}, 'sr25519')`), subkey and the
 * polkadot-js extension derive it: the mini secret expanded Ed25519-style to a schnorrkel key,
 * then the hard derivation with the index as chain code.
 */
export function derivePolkadotAccount({
  mnemonic,
  accountIndex,
}: DerivePolkadotAccountParameters): PolkadotAccount {
  const root = sr25519.secretFromSeed(mnemonicToMiniSecret(mnemonic))
  const secretKey = sr25519.HDKD.secretHard(root, numericChainCode(accountIndex))
  return { secretKey, publicKey: sr25519.getPublicKey(secretKey), path: `//${accountIndex}` }
}
