import { usePortico } from '../../../hooks/usePortico.js'
import { useStoreState } from '../../../hooks/useStoreState.js'

/**
 * The active account's CAIP-10 address (its network included): a tab's list belongs to it, and is
 * loaded again when it changes (another account or network).
 */
export function useActiveCaipAddress(): string | undefined {
  const portico = usePortico()
  return useStoreState(portico.stores.chains, (s) => s.accounts[s.activeNamespace]?.caipAddress)
}
