import type { AccountState } from '@portico/core'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

const DISCONNECTED: AccountState = { status: 'disconnected', currentTab: 'Tokens' }

/** The account of the active namespace: status, address, CAIP address, balance. */
export function useAccount(): AccountState & { isConnected: boolean } {
  const portico = usePortico()
  const account = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace] ?? DISCONNECTED,
  )
  return { ...account, isConnected: account.status === 'connected' }
}
