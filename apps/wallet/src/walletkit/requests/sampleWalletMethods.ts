import type { SampleWalletNamespace } from '../keys/deriveSampleWalletAccounts.js'

/** The methods the sample wallet answers, per namespace (what it approves in a session). */
export const SAMPLE_WALLET_METHODS: Record<SampleWalletNamespace, readonly string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  bip122: ['signMessage', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
}

/** The session events the sample wallet approves, on every namespace. */
export const SAMPLE_WALLET_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged']

/**
 * Methods answered without asking the user: they only read what the session already shows
 * (its accounts and chain). Every other method waits for Approve or Reject.
 */
export const SILENT_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountAddresses',
  'cosmos_getAccounts',
])
