import type { PorticoContext } from '../context.js'
import { FailedToDisconnectError } from '../errors/connection.js'
import type { ChainNamespace } from '../types/network.js'
import { adapterForConnector } from './adapterForConnector.js'
import { getConnections, removeConnection } from './connections.js'
import { disconnect } from './disconnect.js'
import { switchConnection } from './switchConnection.js'

export type DisconnectConnectionParameters = {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * Disconnects one wallet of a namespace (ProfileWallets' per-wallet disconnect). The last wallet
 * of the namespace goes through `disconnect` (account reset, modal closed, spec §4). Otherwise the
 * wallet lets go and its connection is deleted; when it was the active one, the first remaining
 * connection becomes active and the account follows it (spec §4 "first remaining connection
 * becomes active"). A wallet that refuses to let go is forgotten anyway, then reported as
 * 'Failed to disconnect'.
 */
export async function disconnectConnection(
  context: PorticoContext,
  { namespace, connectorId }: DisconnectConnectionParameters,
): Promise<void> {
  const connections = getConnections(context, namespace)
  const connection = connections.find((c) => c.connectorId === connectorId)
  if (!connection) return
  if (connections.length === 1) return disconnect(context, { namespace })
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  // The adapter that registered the connector (WalletConnect), else the namespace's own.
  const adapter = connector && adapterForConnector(context, connector)
  let failure: unknown
  if (connector && adapter)
    await adapter.disconnect({ connector }).catch((error: unknown) => {
      failure = error
    })
  const next = removeConnection(context, namespace, connectorId)
  if (connection.status === 'active' && next)
    await switchConnection(context, { namespace, connectorId: next.connectorId })
  if (failure !== undefined) throw new FailedToDisconnectError({ cause: failure })
}
