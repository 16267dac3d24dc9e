import { HDKey } from '@scure/bip32'
import { type HDAccount, hdKeyToAccount } from 'viem/accounts'
import type { BitcoinNetwork } from './bitcoinNetworks.js'
import { getBitcoinNetwork } from './bitcoinNetworks.js'
import { type BitcoinAccount, deriveBitcoinAccount } from './deriveBitcoinAccount.js'
import { type CosmosAccount, deriveCosmosAccount } from './deriveCosmosAccount.js'
import { derivePolkadotAccount, type PolkadotAccount } from './derivePolkadotAccount.js'
import { deriveSeed } from './deriveSeed.js'
import { deriveSolanaAccount, type SolanaAccount } from './deriveSolanaAccount.js'
import { encodeSs58Address, getSs58Prefix } from './encodeSs58Address.js'

/** Every key the sample wallet holds for one account index. Keep it in memory only. */
export type SampleWalletAccounts = {
  accountIndex: number
  /** viem account at `m/44'/60'/0'/0/<accountIndex>` (anvil's account #accountIndex). */
  eip155: HDAccount
  solana: SolanaAccount
  polkadot: PolkadotAccount
  cosmos: CosmosAccount
  /** Derives (and caches) the BIP-84 account of a Bitcoin network. */
  bitcoin: (network: BitcoinNetwork) => BitcoinAccount
}

/** Parameters of `deriveSampleWalletAccounts`. */
export type DeriveSampleWalletAccountsParameters = {
  /** A BIP-39 English mnemonic, e.g. the devnet's `test test … junk`. */
  mnemonic: string
  /** @default 0 */
  accountIndex?: number
}

/** Highest account index the wallet offers (BIP-32 non-hardened indexes stop at 2^31 - 1). */
export const MAX_ACCOUNT_INDEX = 2 ** 31 - 1

/** Derives the sample wallet's keys of every namespace for one account index from a mnemonic. */
export function deriveSampleWalletAccounts({
  mnemonic,
  accountIndex = 0,
}: DeriveSampleWalletAccountsParameters): SampleWalletAccounts {
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex > MAX_ACCOUNT_INDEX)
    throw new Error(`The account index must be a whole number from 0 to ${MAX_ACCOUNT_INDEX}.`)
  const seed = deriveSeed(mnemonic)
  const bitcoinAccounts = new Map<BitcoinNetwork['name'], BitcoinAccount>()
  return {
    accountIndex,
    eip155: hdKeyToAccount(HDKey.fromMasterSeed(seed), { addressIndex: accountIndex }),
    solana: deriveSolanaAccount({ seed, accountIndex }),
    polkadot: derivePolkadotAccount({ mnemonic, accountIndex }),
    cosmos: deriveCosmosAccount({ seed, accountIndex }),
    bitcoin: (network) => {
      let account = bitcoinAccounts.get(network.name)
      if (!account) {
        account = deriveBitcoinAccount({ seed, accountIndex, network })
        bitcoinAccounts.set(network.name, account)
      }
      return account
    },
  }
}

/** The namespaces the sample wallet holds keys for. */
export const SAMPLE_WALLET_NAMESPACES = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
] as const
/** One of `SAMPLE_WALLET_NAMESPACES`. */
export type SampleWalletNamespace = (typeof SAMPLE_WALLET_NAMESPACES)[number]

/** Whether a CAIP-2 namespace is one the sample wallet holds keys for. */
export function isSampleWalletNamespace(namespace: string): namespace is SampleWalletNamespace {
  return (SAMPLE_WALLET_NAMESPACES as readonly string[]).includes(namespace)
}

/**
 * The wallet's address on a CAIP-2 chain (`eip155:31337`, `bip122:000000000019d6689c085ae165831e93`,
 * …), or undefined for a namespace it has no keys for.
 */
export function getSampleWalletAddress(
  accounts: SampleWalletAccounts,
  chainId: string,
): string | undefined {
  const [namespace, reference = ''] = chainId.split(':')
  switch (namespace) {
    case 'eip155':
      return accounts.eip155.address
    case 'solana':
      return accounts.solana.address
    case 'bip122':
      return accounts.bitcoin(getBitcoinNetwork(reference)).address
    case 'polkadot':
      return encodeSs58Address(accounts.polkadot.publicKey, getSs58Prefix(reference))
    case 'cosmos':
      return accounts.cosmos.address
    default:
      return undefined
  }
}
