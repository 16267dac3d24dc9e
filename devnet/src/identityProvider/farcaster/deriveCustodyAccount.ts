import { pbkdf2Sync } from 'node:crypto'
import { bytesToHex } from 'viem'
import { HDKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** First index of the Farcaster custody keys in the devnet mnemonic's path (clear of the wallets' 0-9). */
export const FARCASTER_CUSTODY_INDEX_BASE = 100

/**
 * The Farcaster custody accounts of the test users, derived from the devnet mnemonic at
 * m/44'/60'/0'/0/<100 + i> (public knowledge, devnet only): the BIP-39 seed once, then BIP-32.
 */
export function deriveCustodyAccounts(mnemonic: string, count: number): PrivateKeyAccount[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, i) => {
    const key = root.derive(`m/44'/60'/0'/0/${FARCASTER_CUSTODY_INDEX_BASE + i}`).privateKey
    if (!key) throw new Error(`could not derive custody key #${i}`)
    return privateKeyToAccount(bytesToHex(key))
  })
}
