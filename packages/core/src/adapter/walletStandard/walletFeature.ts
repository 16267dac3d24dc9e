import type { StandardWalletLike } from './types.js'

/** A wallet-standard wallet's feature `name`, typed by the caller; undefined when it lacks it. */
export function walletFeature<feature>(
  wallet: StandardWalletLike,
  name: string,
): feature | undefined {
  return wallet.features[name] as feature | undefined
}
