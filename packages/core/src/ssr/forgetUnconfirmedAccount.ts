import type { PorticoContext } from '../context.js'
import { resetAccount } from '../features/connect/setAccount.js'
import type { RestoredAccount } from './applyInitialState.js'

/**
 * After the start-up reconnect: an account the initial state showed that nothing has touched
 * since — no wallet confirmed it, no wallet event changed it — is reset to disconnected, so a
 * cookie that outlived its wallet's permission does not leave a connected button without a wallet.
 */
export function forgetUnconfirmedAccount(
  context: PorticoContext,
  restored: RestoredAccount | undefined,
): void {
  if (
    restored &&
    context.stores.chains.getState().accounts[restored.namespace] === restored.account
  )
    resetAccount(context, restored.namespace)
}
