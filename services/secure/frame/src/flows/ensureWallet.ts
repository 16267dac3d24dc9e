import { randomBytes } from '@noble/hashes/utils.js'
import { PRF_SALT_BYTES } from '../keys/passkey/passkeyBlob.js'
import {
  browserPasskeyEnvironment,
  createRecoveryPasskey,
  isPasskeyPrfLikely,
} from '../keys/passkey/passkeyPrf.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { enterRecoverySecretScreen } from '../ui/screens/enterRecoverySecretScreen.js'
import { setRecoverySecretScreen } from '../ui/screens/setRecoverySecretScreen.js'
import { loadAccount } from './account.js'
import { callApi } from './callApi.js'
import { createWallet } from './createWallet.js'
import type { FrameAccount, FrameContext } from './FrameContext.js'
import { recoverWallet } from './recoverWallet.js'

/** Whether this device holds a share of the account's wallet. */
export function hasDeviceShare(context: FrameContext, account: FrameAccount): boolean {
  if (!account.wallet) return false
  const stored = context.deviceShares.get(account.user.id)
  return stored?.evmAddress.toLowerCase() === account.wallet.evmAddress.toLowerCase()
}

/**
 * Makes the signed-in user's wallet usable on this device, asking the user on the frame's own
 * screens when needed: no wallet yet → 'Protect your wallet' (a passkey where the browser has the
 * WebAuthn PRF extension, with an optional recovery secret; else the recovery secret) and the
 * wallet is created; a wallet but no device share here → 'Unlock your wallet' (the passkey, one
 * prompt, or the recovery secret). One set-up at a time: concurrent callers wait for the same one.
 */
export async function ensureWallet(
  context: FrameContext,
  signal?: AbortSignal,
): Promise<FrameAccount> {
  const account = await loadAccount(context, signal)
  if (account.wallet && hasDeviceShare(context, account)) return account
  context.state.walletSetup ??= setUp(context, account, signal).finally(() => {
    context.state.walletSetup = undefined
  })
  await context.state.walletSetup
  const ready = context.state.account
  if (!ready?.wallet || !hasDeviceShare(context, ready))
    throw new FrameRequestError('The wallet is not available in this browser')
  return ready
}

async function setUp(
  context: FrameContext,
  account: FrameAccount,
  signal?: AbortSignal,
): Promise<void> {
  const userId = account.user.id
  const env = browserPasskeyEnvironment()
  const rpId = new URL(context.ownOrigin).hostname
  const passkeyLikely = await isPasskeyPrfLikely(env)
  if (!account.wallet) {
    const create = async (parameters: Omit<Parameters<typeof createWallet>[1], 'userId'>) => {
      try {
        account.wallet = await createWallet(context, { userId, ...parameters })
      } catch (error) {
        // Created meanwhile in another browser: this one unlocks it instead.
        if (error instanceof FrameRequestError && /already created/i.test(error.message)) return
        throw error
      }
    }
    await context.screens.present(
      'EmbeddedWalletFrame',
      setRecoverySecretScreen({
        userInputs: account.user.email ? [account.user.email] : [],
        create: (recoverySecret) => create({ recoverySecret }),
        // Passkey unlock is the default where the browser has the PRF extension (issue 16).
        createWithPasskey: passkeyLikely
          ? async (recoverySecret) => {
              const prfSalt = randomBytes(PRF_SALT_BYTES)
              const made = await createRecoveryPasskey(env, {
                rpId,
                userId,
                userName: account.user.email ?? account.user.userName ?? userId,
                prfSalt,
              })
              await create({ recoverySecret, passkey: { ...made, prfSalt } })
            }
          : undefined,
      }),
      signal,
    )
    if (account.wallet) return
    context.state.account = undefined
    account = await loadAccount(context, signal)
    if (!account.wallet) throw new FrameRequestError('The wallet could not be created')
  }
  const { wallet } = account
  if (!wallet) return
  const methods = await callApi(context, () => context.api.recoveryMethods(signal))
  const { passkey } = methods
  const { evmAddress, solanaAddress } = wallet
  await context.screens.present(
    'EmbeddedWalletFrame',
    enterRecoverySecretScreen({
      hasSecret: methods.secret,
      unlock: (recoverySecret) =>
        recoverWallet(context, {
          userId,
          evmAddress,
          solanaAddress,
          key: { kind: 'secret', recoverySecret },
        }),
      unlockWithPasskey: passkey
        ? () =>
            recoverWallet(context, {
              userId,
              evmAddress,
              solanaAddress,
              key: { kind: 'passkey', env, rpId, ...passkey },
            })
        : undefined,
    }),
    signal,
  )
}
