import { evmAddressOf, solanaAddressOf, type WalletAddresses } from './deriveWalletAddresses.js'
import type { WalletKeys } from './walletSecret.js'

/** The combined key does not belong to this wallet (a share was replaced or corrupted). */
export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError'
  constructor() {
    super('The key shares do not belong to this wallet: nothing was signed')
  }
}

/**
 * Checks both halves of a combined wallet key against the addresses the wallet stores: the EVM key
 * must give `evmAddress` and the Solana seed `solanaAddress`. Shamir combines byte by byte, so a
 * share changed only in one half rebuilds the other half right: checking one address is not
 * enough. Throws KeyMismatchError.
 */
export function assertWalletKeys(
  { evmPrivateKey, solanaSeed }: WalletKeys,
  { evmAddress, solanaAddress }: WalletAddresses | { evmAddress: string; solanaAddress: string },
): void {
  if (evmAddressOf(evmPrivateKey).toLowerCase() !== evmAddress.toLowerCase())
    throw new KeyMismatchError()
  if (solanaAddressOf(solanaSeed) !== solanaAddress) throw new KeyMismatchError()
}
