import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { enterRecoverySecretScreen } from '../ui/screens/enterRecoverySecretScreen.js'
import { setRecoverySecretScreen } from '../ui/screens/setRecoverySecretScreen.js'
import { loadAccount } from './account.js'
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
 * screens when needed: no wallet yet → 'Protect your wallet' (choose the recovery secret) and the
 * wallet is created; a wallet but no device share here → 'Unlock your wallet' (enter the recovery
 * secret). One set-up at a time: concurrent callers wait for the same one.
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
  if (!account.wallet) {
    await context.screens.present(
      'EmbeddedWalletFrame',
      setRecoverySecretScreen({
        create: async (recoverySecret) => {
          try {
            account.wallet = await createWallet(context, { userId, recoverySecret })
          } catch (error) {
            // Created meanwhile in another browser: this one unlocks it instead.
            if (error instanceof FrameRequestError && /already created/i.test(error.message)) return
            throw error
          }
        },
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
  await context.screens.present(
    'EmbeddedWalletFrame',
    enterRecoverySecretScreen({
      unlock: (recoverySecret) =>
        recoverWallet(context, { userId, evmAddress: wallet.evmAddress, recoverySecret }),
    }),
    signal,
  )
}
