import type { ApiWallet } from '../api/types.js'
import { walletProofMessage } from '../api/walletProofMessage.js'
import { deriveWalletAddresses } from '../keys/deriveWalletAddresses.js'
import { encryptRecoveryShare } from '../keys/encryptRecoveryShare.js'
import { generateWalletSecret } from '../keys/generateWalletSecret.js'
import { encryptPasskeyRecoveryShare } from '../keys/passkey/encryptPasskeyRecoveryShare.js'
import { encodeShare } from '../keys/shareEncoding.js'
import { splitDeviceSecret } from '../keys/splitDeviceSecret.js'
import { splitWalletSecret } from '../keys/splitWalletSecret.js'
import { walletKeysOf } from '../keys/walletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'
import { proveWalletKeys } from './proveWalletKeys.js'

/** A passkey made for the wallet (createRecoveryPasskey) and the PRF input it was evaluated on. */
export type WalletPasskey = { credentialId: Uint8Array; prfSalt: Uint8Array; prfOutput: Uint8Array }

/**
 * Creates the user's wallet in this frame: a new secret (EVM + Solana key), split twice. The
 * recovery pair: a 2-of-3 split whose auth share (the recovery half, released only with a
 * recovery) goes to the server and whose recovery share is encrypted under the passkey's PRF key
 * (`passkey`, issue 16) and/or under `recoverySecret` (at least one); its third share is not kept.
 * This device's own 2-of-2 split (issue 16): the server half goes to the server, bound to this
 * device; the device half stays in this origin's localStorage. All sent once with the addresses
 * and both keys' signatures of the server's challenge (`POST /wallet`, which registers no keys the
 * client does not hold). The secret, the plain shares and the PRF output are zeroed before
 * returning.
 */
export async function createWallet(
  context: FrameContext,
  {
    userId,
    recoverySecret,
    passkey,
  }: { userId: string; recoverySecret?: string | undefined; passkey?: WalletPasskey | undefined },
): Promise<NonNullable<ApiWallet>> {
  if (recoverySecret === undefined && passkey === undefined)
    throw new Error('A wallet needs a passkey or a recovery secret')
  const secret = generateWalletSecret()
  let shares: Awaited<ReturnType<typeof splitWalletSecret>> | undefined
  let device: Awaited<ReturnType<typeof splitDeviceSecret>> | undefined
  try {
    const addresses = deriveWalletAddresses(secret)
    const { challenge } = await callApi(context, () => context.api.walletChallenge())
    const proof = await proveWalletKeys(
      walletKeysOf(secret),
      walletProofMessage({ challenge, ...addresses }),
    )
    shares = await splitWalletSecret(secret)
    device = await splitDeviceSecret(secret)
    zeroize(secret)
    const recoveryBlob =
      recoverySecret === undefined
        ? undefined
        : await encryptRecoveryShare({ recoveryShare: shares.recoveryShare, recoverySecret })
    const passkeyBlob = passkey
      ? encryptPasskeyRecoveryShare({
          recoveryShare: shares.recoveryShare,
          prfOutput: passkey.prfOutput,
          credentialId: passkey.credentialId,
          prfSalt: passkey.prfSalt,
        })
      : undefined
    await callApi(context, () =>
      context.api.createWallet({
        evmAddress: addresses.evmAddress,
        solanaAddress: addresses.solanaAddress,
        authShare: encodeShare(shares!.authShare),
        serverShare: encodeShare(device!.serverShare),
        recoveryBlob,
        passkeyBlob,
        ...proof,
      }),
    )
    context.deviceShares.set(userId, {
      share: device.deviceShare,
      evmAddress: addresses.evmAddress,
    })
    return addresses
  } finally {
    zeroize(
      secret,
      shares?.deviceShare,
      shares?.authShare,
      shares?.recoveryShare,
      device?.deviceShare,
      device?.serverShare,
      passkey?.prfOutput,
    )
  }
}
