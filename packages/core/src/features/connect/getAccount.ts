import type { PorticoContext } from '../../context.js'
import { initialAccountState } from '../../state/initialState.js'
import type { AccountState } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'

/** The account state of `namespace` (the active one by default). */
export function getAccount(context: PorticoContext, namespace?: ChainNamespace): AccountState {
  const { accounts, activeNamespace } = context.stores.chains.getState()
  return accounts[namespace ?? activeNamespace] ?? initialAccountState()
}

/** The account state of the active namespace. */
export function getActiveAccount(context: PorticoContext): AccountState {
  return getAccount(context)
}

/** Whether the active namespace has a connected account. */
export function isConnected(context: PorticoContext): boolean {
  return getActiveAccount(context).status === 'connected'
}
