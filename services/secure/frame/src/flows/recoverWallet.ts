import { decryptRecoveryShare } from '../keys/decryptRecoveryShare.js'
import { decodeShare } from '../keys/shareEncoding.js'
import { withWalletSecret } from '../keys/withWalletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/**
 * Unlocks the wallet on a new device: decrypts the recovery share (`GET /wallet/recovery`) with
 * the secret the user typed, checks that it and the auth share rebuild this wallet's key, and
 * keeps it as this device's share. A wrong secret throws WrongRecoverySecretError.
 */
export async function recoverWallet(
  context: FrameContext,
  {
    userId,
    evmAddress,
    recoverySecret,
  }: { userId: string; evmAddress: string; recoverySecret: string },
): Promise<void> {
  const { recoveryBlob } = await callApi(context, () => context.api.recoveryBlob())
  const recoveryShare = await decryptRecoveryShare({ recoveryBlob, recoverySecret })
  try {
    const { authShare } = await callApi(context, () => context.api.authShare())
    await withWalletSecret(
      { shares: [recoveryShare.slice(), decodeShare(authShare)], expectedEvmAddress: evmAddress },
      () => undefined,
    )
    context.deviceShares.set(userId, { share: recoveryShare, evmAddress })
  } finally {
    zeroize(recoveryShare)
  }
}
