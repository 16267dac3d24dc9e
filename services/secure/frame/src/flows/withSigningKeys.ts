import { decodeShare } from '../keys/shareEncoding.js'
import type { WalletKeys } from '../keys/walletSecret.js'
import { withWalletSecret } from '../keys/withWalletSecret.js'
import { callApi } from './callApi.js'
import { ensureWallet } from './ensureWallet.js'
import type { FrameContext } from './FrameContext.js'

/**
 * Runs one signing operation with the wallet's keys: this device's share plus the auth share the
 * server releases to the session (`GET /wallet/auth-share`), combined in memory, checked against
 * the wallet's address, zeroed when the operation ends.
 */
export async function withSigningKeys<result>(
  context: FrameContext,
  operation: (keys: WalletKeys) => Promise<result> | result,
): Promise<result> {
  const account = await ensureWallet(context)
  const stored = context.deviceShares.get(account.user.id)
  if (!stored || !account.wallet) throw new Error('The wallet is not available in this browser')
  const { authShare } = await callApi(context, () => context.api.authShare())
  return withWalletSecret(
    {
      shares: [stored.share, decodeShare(authShare)],
      expectedEvmAddress: account.wallet.evmAddress,
    },
    operation,
  )
}
