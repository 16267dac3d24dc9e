import type { PorticoContext } from '../context.js'
import { ConnectorNotFoundError } from '../errors/connection.js'
import type { ChainNamespace } from '../types/network.js'
import { adapterForConnector } from './adapterForConnector.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { connect } from './connect.js'
import { assertConnectionStatus, getConnections } from './connections.js'
import { networkForNamespace } from './findNetwork.js'
import { getAccount } from './isConnected.js'

export type SwitchConnectionReturnType = { hasSwitchedAccount: boolean; hasSwitchedWallet: boolean }

/**
 * Switches to another connection of `namespace` (spec §4): an active or connected one is
 * reconnected without a prompt; a disconnected one goes through its connect flow again. Reports
 * whether the account or the wallet changed.
 */
export async function switchConnection(
  context: PorticoContext,
  { namespace, connectorId }: { namespace: ChainNamespace; connectorId: string },
): Promise<SwitchConnectionReturnType> {
  const before = getAccount(context, namespace)
  const connection = getConnections(context, namespace).find((c) => c.connectorId === connectorId)
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  const adapter = connector && adapterForConnector(context, connector)
  const network = networkForNamespace(context, namespace)
  if (!connector || !adapter || !network) throw new ConnectorNotFoundError(connectorId)
  if (connection) assertConnectionStatus(connection.status)
  if (connection && connection.status !== 'disconnected') {
    const result = await adapter.reconnect({ connector, network })
    if (!result) return connect(context, { connectorId }).then(() => compare())
    applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
  } else await connect(context, { connectorId })
  return compare()

  function compare(): SwitchConnectionReturnType {
    const after = getAccount(context, namespace)
    return {
      hasSwitchedAccount: after.address?.toLowerCase() !== before.address?.toLowerCase(),
      hasSwitchedWallet: after.connectorId !== before.connectorId,
    }
  }
}
