import {
  getSampleWalletAddress,
  type SampleWalletAccounts,
} from './keys/deriveSampleWalletAccounts.js'
import type { SampleWalletAddresses } from './sampleWalletTypes.js'

/** Chains whose address stands for a namespace on the page. */
const DISPLAY_CHAINS = {
  eip155: 'eip155:31337',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bip122: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmos:cosmoshub-4',
} as const

/** The address the page shows for each namespace (empty when the accounts have none there). */
export function toSampleWalletAddresses(accounts: SampleWalletAccounts): SampleWalletAddresses {
  const entries = Object.entries(DISPLAY_CHAINS).map(([ns, chain]) => [
    ns,
    getSampleWalletAddress(accounts, chain) ?? '',
  ])
  return Object.fromEntries(entries) as SampleWalletAddresses
}
