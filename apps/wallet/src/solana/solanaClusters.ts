import type { TestSolanaChain } from './types.js'

/** The three public Solana clusters (CAIP-2 per the Solana namespace of CASA) and their RPCs. */
export const SOLANA_CLUSTER_CHAINS: readonly TestSolanaChain[] = [
  {
    chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    rpcUrl: 'https://api.mainnet-beta.solana.com',
  },
  { chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'https://api.devnet.solana.com' },
  { chain: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', rpcUrl: 'https://api.testnet.solana.com' },
]

/** The wallet-standard names of the clusters (`solana:mainnet`, …) by CAIP-2 id, which dApps may ask for. */
export const SOLANA_CHAIN_ALIASES: Readonly<Record<string, string>> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}
