import type { PorticoContext } from '../context.js'
import type { ChainsState } from '../state/types.js'
import { STORAGE_KEYS } from './createStorage.js'

/** The stored form of a connected account (what storedAccountToInitialState reads back). */
function storedAccount(state: ChainsState): string | null | undefined {
  const account = state.accounts[state.activeNamespace]
  if (account?.status === 'connecting') return undefined
  return account?.status === 'connected' && account.caipAddress && account.connectorId
    ? JSON.stringify({ caipAddress: account.caipAddress, connectorId: account.connectorId })
    : null
}

/**
 * Keeps STORAGE_KEYS.connectedAccount in step with the active namespace's account, whatever
 * changed it (a connect, the wallet's account or chain switch, a disconnect): written while it is
 * connected, removed once it is disconnected, left as it is while it connects. Only changes are
 * written. Started on mount; returns what stops it.
 */
export function persistConnectedAccount(context: PorticoContext): () => void {
  let stored = context.storage.getItem(STORAGE_KEYS.connectedAccount)
  return context.stores.chains.subscribe((state) => {
    const next = storedAccount(state)
    if (next === undefined || next === stored) return
    stored = next
    if (next === null) context.storage.removeItem(STORAGE_KEYS.connectedAccount)
    else context.storage.setItem(STORAGE_KEYS.connectedAccount, next)
  })
}
