import { UnauthorizedProviderError } from '../../errors/provider.js'
import type { StandardWalletAccountLike } from './types.js'

/**
 * The wallet's account object for `address` (the features take it, not the address), or 4100
 * (UnauthorizedProviderError with `details`) when the wallet has not granted it.
 */
export function walletAccountOf<account extends StandardWalletAccountLike>(
  wallet: { readonly accounts: readonly account[] },
  address: string,
  details: string,
): account {
  const account = wallet.accounts.find((a) => a.address === address)
  if (!account) throw new UnauthorizedProviderError({ details })
  return account
}
