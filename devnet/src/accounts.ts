import { pbkdf2Sync } from 'node:crypto'
import { type Address, bytesToHex, type Hex } from 'viem'
import { HDKey, privateKeyToAddress } from 'viem/accounts'

/** A named anvil dev account with its key (the keys are public knowledge: devnet only). */
export type DevnetAccount = {
  label: DevnetAccountLabel
  /** Index in the mnemonic's derivation path m/44'/60'/0'/0/<index>. */
  index: number
  address: Address
  privateKey: Hex
}

/** Which anvil account plays which part. #0 and #1 back the two test browser wallets. */
export const DEVNET_ACCOUNT_INDEXES = {
  'wallet-1': 0,
  'wallet-2': 1,
  'wallet-3': 2,
  /** Deploys everything, so contract addresses only depend on its nonce. */
  deployer: 9,
} as const

/** Label of a devnet account. */
export type DevnetAccountLabel = keyof typeof DEVNET_ACCOUNT_INDEXES

/** Labels of the demo accounts that get tokens, NFTs and history. */
export const DEMO_ACCOUNT_LABELS = ['wallet-1', 'wallet-2', 'wallet-3'] as const

/**
 * Derives the devnet accounts from the mnemonic (BIP-39 seed once, then BIP-32 per account, which is
 * much faster than deriving every account from the mnemonic).
 */
export function deriveDevnetAccounts(mnemonic: string): DevnetAccount[] {
  const seed = pbkdf2Sync(
    mnemonic.normalize('NFKD'),
    'mnemonic'.normalize('NFKD'),
    2048,
    64,
    'sha512',
  )
  const root = HDKey.fromMasterSeed(seed)
  return Object.entries(DEVNET_ACCOUNT_INDEXES).map(([label, index]) => {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!key) throw new Error(`could not derive account #${index}`)
    const privateKey = bytesToHex(key)
    return {
      label: label as DevnetAccountLabel,
      index,
      address: privateKeyToAddress(privateKey),
      privateKey,
    }
  })
}

/** The account with a label; throws when the list lacks it. */
export function getAccount(
  accounts: readonly DevnetAccount[],
  label: DevnetAccountLabel,
): DevnetAccount {
  const account = accounts.find((a) => a.label === label)
  if (!account) throw new Error(`no devnet account labelled ${label}`)
  return account
}
