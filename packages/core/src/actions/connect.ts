import type { PorticoContext } from '../context.js'
import { AdapterNotFoundError, ConnectorNotFoundError } from '../errors/connection.js'
import type { PorticoError } from '../errors/PorticoError.js'
import { STORAGE_KEYS } from '../storage/createStorage.js'
import { toCaipAddress } from '../utils/caip.js'
import { findNetwork, networkForNamespace } from './findNetwork.js'
import { setAccount } from './setAccount.js'
import { syncBalance } from './syncBalance.js'
import { toConnectError } from './toPorticoError.js'

export type ConnectParameters = { connectorId: string }
export type ConnectReturnType = { address: string; chainId: number | string }
export type ConnectErrorType = PorticoError

/**
 * Connects the wallet behind `connectorId`: status connecting → connected (or back to
 * disconnected with the error kept for the Connecting view), remembers the connector for
 * reconnection, then reads the balance.
 */
export async function connect(
  context: PorticoContext,
  { connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  const fail = (error: PorticoError) => {
    context.stores.connection.setState({ pending: false, error })
    context.events.emit({ type: 'CONNECT_ERROR', connectorId, message: error.shortMessage })
    return error
  }
  if (!connector) throw fail(new ConnectorNotFoundError(connectorId))
  const namespace = connector.chain
  const adapter = context.adapters.get(namespace)
  const network = networkForNamespace(context, namespace)
  if (!adapter || !network) throw fail(new AdapterNotFoundError({ details: namespace }))

  context.stores.connection.setState({ connectorId, pending: true, error: undefined })
  setAccount(context, namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({ connector, network })
    const connectedNetwork = findNetwork(context, namespace, result.chainId) ?? network
    context.stores.chains.setState({ activeNamespace: namespace, activeNetwork: connectedNetwork })
    setAccount(context, namespace, {
      status: 'connected',
      address: result.address,
      caipAddress: toCaipAddress(connectedNetwork.caipNetworkId, result.address),
      connectorId,
    })
    context.storage.setItem(STORAGE_KEYS.connectorId, connectorId)
    context.stores.connection.setState({ pending: false, error: undefined })
    context.events.emit({ type: 'CONNECT_SUCCESS', connectorId, address: result.address })
    void syncBalance(context, { force: true })
    return result
  } catch (error) {
    setAccount(context, namespace, { status: 'disconnected' })
    throw fail(toConnectError(error))
  }
}
