import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UsePorticoStateReturnType = {
  /** The modal is open. */
  open: boolean
  /** The CAIP-2 id of the active network. */
  selectedNetworkId: CaipNetworkId
  /** The active namespace. */
  activeChain: ChainNamespace
  /** The modal is busy (a view is loading its data). */
  loading: boolean
  /** The widget has started: mounted, and the last connection synced (connected or not). */
  initialized: boolean
}

/**
 * The widget's public state, for dApps that lay out around it.
 *
 * @example
 * const { open, initialized, selectedNetworkId } = usePorticoState()
 * if (!initialized) return <Spinner />
 */
export function usePorticoState(): UsePorticoStateReturnType {
  const portico = usePortico()
  const open = useStoreState(portico.stores.modal, (s) => s.open)
  const loading = useStoreState(portico.stores.modal, (s) => s.loading)
  const selectedNetworkId = useStoreState(
    portico.stores.chains,
    (s) => s.activeNetwork.caipNetworkId,
  )
  const activeChain = useStoreState(portico.stores.chains, (s) => s.activeNamespace)
  const initialized = useStoreState(portico.stores.lifecycle, (s) => s.initialized)
  return useMemo(
    () => ({ open, selectedNetworkId, activeChain, loading, initialized }),
    [open, selectedNetworkId, activeChain, loading, initialized],
  )
}
