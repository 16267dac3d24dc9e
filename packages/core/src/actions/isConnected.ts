import type { PorticoContext } from '../context.js'
import type { AccountState } from '../state/types.js'

/** The account state of the active namespace. */
export function getActiveAccount(context: PorticoContext): AccountState {
  const { accounts, activeNamespace } = context.stores.chains.getState()
  return accounts[activeNamespace] ?? { status: 'disconnected' }
}

/** Whether the active namespace has a connected account. */
export function isConnected(context: PorticoContext): boolean {
  return getActiveAccount(context).status === 'connected'
}
