import { base64urlnopad } from '@scure/base'
import { AuthApiError } from '../api/AuthApiError.js'
import { decryptRecoveryShare } from '../keys/decryptRecoveryShare.js'
import { decryptPasskeyRecoveryShare } from '../keys/passkey/decryptPasskeyRecoveryShare.js'
import { parsePasskeyBlob } from '../keys/passkey/passkeyBlob.js'
import { getPasskeyPrfOutput, type PasskeyEnvironment } from '../keys/passkey/passkeyPrf.js'
import { decodeShare } from '../keys/shareEncoding.js'
import { withWalletSecret } from '../keys/withWalletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { EN_PASSKEY } from '../ui/strings.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'
import { registerDeviceShare } from './registerDeviceShare.js'

/** How the user opens the recovery share: the secret they typed, or their passkey (issue 16). */
export type RecoveryKey =
  | { kind: 'secret'; recoverySecret: string }
  | {
      kind: 'passkey'
      env: PasskeyEnvironment
      /** The secure origin's host (the credential's RP ID). */
      rpId: string
      /** From GET /wallet/recovery/methods: known before the blob is released. */
      credentialId: string
      prfSalt: string
    }

/**
 * The blob of `kind` (issue 16: given only shortly after a login, a few times a day, each release
 * mailed to the user naming the dApp's site). A session too old for it is not ended: the user is
 * told to sign in again.
 */
async function releaseBlob<kind extends 'secret' | 'passkey'>(context: FrameContext, kind: kind) {
  try {
    return await context.api.releaseRecovery(kind, context.parentOrigin)
  } catch (error) {
    if (
      error instanceof AuthApiError &&
      error.code === 'SESSION_EXPIRED' &&
      (error.details as { reason?: unknown } | undefined)?.reason === 'REAUTHENTICATE'
    )
      throw new FrameRequestError(EN_PASSKEY.signInAgain)
    return callApi(context, () => Promise.reject(error))
  }
}

/**
 * Unlocks the wallet on a new device or site: opens the recovery share — with the passkey (one
 * prompt: get() with the PRF input, then `GET /wallet/recovery?kind=passkey`) or with the secret
 * the user typed —, checks that it and the recovery half released with it (the auth share) rebuild
 * this wallet's key, both halves (EVM and Solana address), and gives this device its own 2-of-2
 * split, registered with the server (registerDeviceShare, issue 16): the recovery share itself is
 * not kept. A wrong secret throws WrongRecoverySecretError, another passkey WrongPasskeyError.
 */
export async function recoverWallet(
  context: FrameContext,
  {
    userId,
    evmAddress,
    solanaAddress,
    key,
  }: { userId: string; evmAddress: string; solanaAddress: string; key: RecoveryKey },
): Promise<void> {
  let recoveryShare: Uint8Array
  let authShare: string
  if (key.kind === 'passkey') {
    // The prompt first, inside the click that asked for it; then the release.
    const prfOutput = await getPasskeyPrfOutput(key.env, {
      rpId: key.rpId,
      credentialId: base64urlnopad.decode(key.credentialId),
      prfSalt: base64urlnopad.decode(key.prfSalt),
    })
    try {
      const released = await releaseBlob(context, 'passkey')
      authShare = released.authShare
      recoveryShare = decryptPasskeyRecoveryShare({
        blob: parsePasskeyBlob(released.passkeyBlob),
        prfOutput,
      })
    } finally {
      zeroize(prfOutput)
    }
  } else {
    const released = await releaseBlob(context, 'secret')
    authShare = released.authShare
    recoveryShare = await decryptRecoveryShare({
      recoveryBlob: released.recoveryBlob,
      recoverySecret: key.recoverySecret,
    })
  }
  try {
    await withWalletSecret(
      {
        shares: [recoveryShare.slice(), decodeShare(authShare)],
        expectedEvmAddress: evmAddress,
        expectedSolanaAddress: solanaAddress,
      },
      (keys) =>
        registerDeviceShare(context, {
          userId,
          keys,
          addresses: { evmAddress: evmAddress as `0x${string}`, solanaAddress },
        }),
    )
  } finally {
    zeroize(recoveryShare)
  }
}
