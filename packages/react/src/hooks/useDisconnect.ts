import type { DisconnectParameters } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'

export type UseDisconnectReturnType = {
  /**
   * Disconnects a namespace (the active one by default): its wallets let go, the account is reset
   * and the modal closes unless `closeModal: false` (docs/core-state-and-router.md#connections).
   */
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
}

/**
 * Disconnects.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect({ namespace: 'eip155' })}>Log out</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const portico = usePortico()
  return useMemo(() => ({ disconnect: portico.disconnect }), [portico])
}
