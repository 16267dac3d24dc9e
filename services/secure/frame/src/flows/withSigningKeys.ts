import { AuthApiError } from '../api/AuthApiError.js'
import { decodeShare } from '../keys/shareEncoding.js'
import type { WalletKeys } from '../keys/walletSecret.js'
import { withWalletSecret } from '../keys/withWalletSecret.js'
import { callApi } from './callApi.js'
import { ensureWallet } from './ensureWallet.js'
import type { FrameContext } from './FrameContext.js'
import { registerDeviceShare } from './registerDeviceShare.js'

/**
 * Whether the server says this device's share pairs with nothing it holds any more: this device
 * was revoked (NO_DEVICE_SHARE), or it kept an old share and the wallet's auth share became
 * recovery-only when a device was revoked (RECOVERY_ONLY).
 */
function isShareGone(error: unknown): boolean {
  if (!(error instanceof AuthApiError) || error.status !== 404) return false
  const reason = (error.details as { reason?: unknown } | undefined)?.reason
  return reason === 'NO_DEVICE_SHARE' || reason === 'RECOVERY_ONLY'
}

/**
 * Runs one signing operation with the wallet's keys: this device's share plus the server share
 * bound to this device (`GET /wallet/device-share`, issue 16) — or, for a share kept before
 * per-device shares, the wallet's auth share —, combined in memory, checked against both of the
 * wallet's addresses, zeroed when the operation ends. An old share is then moved to a split of
 * this device's own. A device whose share pairs with nothing any more (revoked) forgets it and
 * unlocks again, as a new device does.
 */
export async function withSigningKeys<result>(
  context: FrameContext,
  operation: (keys: WalletKeys) => Promise<result> | result,
): Promise<result> {
  for (let attempt = 0; ; attempt += 1) {
    const account = await ensureWallet(context)
    const stored = context.deviceShares.get(account.user.id)
    const wallet = account.wallet
    if (!stored || !wallet) throw new Error('The wallet is not available in this browser')
    let serverShare: string
    try {
      serverShare = stored.legacy
        ? (await context.api.authShare()).authShare
        : (await context.api.deviceShare()).serverShare
    } catch (error) {
      if (attempt === 0 && isShareGone(error)) {
        context.deviceShares.remove(account.user.id)
        continue
      }
      return callApi(context, () => Promise.reject(error))
    }
    return withWalletSecret(
      {
        shares: [stored.share, decodeShare(serverShare)],
        expectedEvmAddress: wallet.evmAddress,
        expectedSolanaAddress: wallet.solanaAddress,
      },
      async (keys) => {
        const result = await operation(keys)
        if (stored.legacy)
          await registerDeviceShare(context, {
            userId: account.user.id,
            keys,
            addresses: {
              evmAddress: wallet.evmAddress as `0x${string}`,
              solanaAddress: wallet.solanaAddress,
            },
          }).catch(() => {
            // The old share still signs; the move is tried again next time.
          })
        return result
      },
    )
  }
}
