import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'

/** The 64-byte BIP-39 seed of an English mnemonic (no passphrase); throws on an invalid mnemonic. */
export function deriveSeed(mnemonic: string): Uint8Array {
  const normalized = mnemonic.trim().split(/\s+/).join(' ')
  if (!validateMnemonic(normalized, wordlist))
    throw new Error('The wallet mnemonic is not a valid BIP-39 English mnemonic.')
  return mnemonicToSeedSync(normalized)
}
