import type { PorticoContext } from '../../context.js'
import type { ChainNamespace } from '../../types/network.js'
import { resetNetwork } from '../network/resetNetwork.js'
import { adapterForConnector } from './adapterForConnector.js'
import { clearConnections, getConnections } from './connections.js'
import { resetAccount } from './setAccount.js'

export type ReleaseNamespaceParameters = {
  namespace: ChainNamespace
  /**
   * Connectors already let go of in this disconnect (one WalletConnect session spans namespaces:
   * its wallet is asked once). The connectors asked here are added.
   */
  released?: Set<string> | undefined
}

/**
 * The part of a disconnect that concerns one namespace (spec §4): every wallet of it lets go, then
 * its account and network are reset and its connections deleted — also when a wallet failed to
 * let go. Resolves with the failures, never rejects.
 */
export async function releaseNamespace(
  context: PorticoContext,
  { namespace, released = new Set() }: ReleaseNamespaceParameters,
): Promise<unknown[]> {
  const connectors = context.stores.connectors.getState().connectors
  const failures: unknown[] = []
  for (const connection of getConnections(context, namespace)) {
    if (released.has(connection.connectorId)) continue
    const connector = connectors.find((c) => c.id === connection.connectorId)
    const adapter = connector && adapterForConnector(context, connector)
    if (!connector || !adapter) continue
    released.add(connector.id)
    try {
      await adapter.disconnect({ connector })
    } catch (error) {
      failures.push(error)
    }
  }
  resetAccount(context, namespace)
  resetNetwork(context, namespace)
  clearConnections(context, namespace)
  return failures
}
