import type { Network } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/** The wallet-standard names (`solana:mainnet`, …) of the clusters, by their CAIP-2 id. */
export const SOLANA_WALLET_CHAIN_ALIASES: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** Whether a wallet-standard wallet serves Solana: a `solana:` chain and standard:connect. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features
  )
}

/**
 * The chain a wallet knows `network` by: its CAIP-2 id, or the wallet-standard cluster name
 * (`solana:mainnet`, `solana:devnet`, `solana:testnet`) that most wallets list; undefined when the
 * wallet lists neither.
 */
export function walletChainOf(wallet: Wallet, network: Network): `${string}:${string}` | undefined {
  const candidates = [network.caipNetworkId, SOLANA_WALLET_CHAIN_ALIASES[network.caipNetworkId]]
  return candidates.find((c): c is `${string}:${string}` =>
    Boolean(c && wallet.chains.includes(c as `${string}:${string}`)),
  )
}
