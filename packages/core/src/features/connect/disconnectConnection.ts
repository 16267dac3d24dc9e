import type { PorticoContext } from '../../context.js'
import type { ChainNamespace } from '../../types/network.js'
import { switchActiveNamespace } from '../network/switchActiveNamespace.js'
import { adapterForConnector } from './adapterForConnector.js'
import { getConnections, removeConnection } from './connections.js'
import { disconnect } from './disconnect.js'
import { FailedToDisconnectError } from './errors.js'
import { switchConnection } from './switchConnection.js'

export type DisconnectConnectionParameters = {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * Disconnects one wallet of a namespace (ProfileWallets' per-wallet disconnect). The last wallet
 * of the namespace goes through `disconnect` (account reset, modal closed, spec §4); when another
 * namespace still has a wallet, the modal stays open and, if the namespace was the active one,
 * that other namespace becomes active (its account is kept, spec §3 "per chain"). Otherwise the
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
  if (connections.length === 1) return disconnectNamespace(context, namespace)
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

/** The namespace's last wallet goes: a full disconnect of it, the other namespaces kept. */
async function disconnectNamespace(context: PorticoContext, namespace: ChainNamespace) {
  const { connections } = context.stores.connections.getState()
  const others = (Object.keys(connections) as ChainNamespace[]).filter(
    (ns) => ns !== namespace && (connections[ns]?.length ?? 0) > 0,
  )
  const wasActive = context.stores.chains.getState().activeNamespace === namespace
  try {
    await disconnect(context, { namespace, closeModal: others.length === 0 })
  } finally {
    const [next] = others
    if (wasActive && next) switchActiveNamespace(context, next)
  }
}

/** the `disconnectConnection` action. */
export type DisconnectConnectionErrorType = FailedToDisconnectError
