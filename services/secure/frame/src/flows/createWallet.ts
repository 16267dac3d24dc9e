import type { ApiWallet } from '../api/types.js'
import { deriveWalletAddresses } from '../keys/deriveWalletAddresses.js'
import { encryptRecoveryShare } from '../keys/encryptRecoveryShare.js'
import { generateWalletSecret } from '../keys/generateWalletSecret.js'
import { encodeShare } from '../keys/shareEncoding.js'
import { splitWalletSecret } from '../keys/splitWalletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/**
 * Creates the user's wallet in this frame: a new secret (EVM + Solana key), split 2-of-3; the
 * recovery share encrypted under `recoverySecret`; the auth share and that ciphertext sent to the
 * server once with the addresses (`POST /wallet`); the device share kept in this origin's
 * localStorage. The secret and the plain shares are zeroed before returning.
 */
export async function createWallet(
  context: FrameContext,
  { userId, recoverySecret }: { userId: string; recoverySecret: string },
): Promise<NonNullable<ApiWallet>> {
  const secret = generateWalletSecret()
  let shares: Awaited<ReturnType<typeof splitWalletSecret>> | undefined
  try {
    const addresses = deriveWalletAddresses(secret)
    shares = await splitWalletSecret(secret)
    zeroize(secret)
    const recoveryBlob = await encryptRecoveryShare({
      recoveryShare: shares.recoveryShare,
      recoverySecret,
    })
    await callApi(context, () =>
      context.api.createWallet({
        evmAddress: addresses.evmAddress,
        solanaAddress: addresses.solanaAddress,
        authShare: encodeShare(shares!.authShare),
        recoveryBlob,
      }),
    )
    context.deviceShares.set(userId, {
      share: shares.deviceShare,
      evmAddress: addresses.evmAddress,
    })
    return addresses
  } finally {
    zeroize(secret, shares?.deviceShare, shares?.authShare, shares?.recoveryShare)
  }
}
