import type { Connector } from '@portico/core'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** The connectors discovered so far, for dApps that draw their own wallet list. */
export function useConnectors(): {
  connectors: readonly Connector[]
  connect: (connectorId: string) => Promise<unknown>
} {
  const portico = usePortico()
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  return { connectors, connect: (connectorId) => portico.connect({ connectorId }) }
}
