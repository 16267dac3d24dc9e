import { walletFeature } from '@portico/core/wallet-standard'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

/** The wallet-standard features the Solana adapter uses, by name. */
export type SolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The wallet's feature `name`, or undefined when it lacks it. */
export function solanaWalletFeature<name extends keyof SolanaWalletFeatures>(
  wallet: Wallet,
  name: name,
): SolanaWalletFeatures[name] | undefined {
  return walletFeature<SolanaWalletFeatures[name]>(wallet, name)
}
