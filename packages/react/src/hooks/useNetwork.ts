import type { Network } from '@portico/core'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** The active network and the configured ones. */
export function useNetwork(): { network: Network; networks: readonly Network[] } {
  const portico = usePortico()
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  return { network, networks: portico.networks }
}
