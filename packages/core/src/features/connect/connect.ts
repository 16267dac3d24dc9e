import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import type { NamespaceNotConfiguredError } from '../../errors/validation.js'
import { reportError } from '../analytics/reportError.js'
import { networkForNamespace } from '../network/findNetwork.js'
import { requireConfiguredNamespace } from '../network/requireConfiguredNamespace.js'
import { adapterForConnector, connectorNamespace } from './adapterForConnector.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { AdapterNotFoundError, ConnectorNotFoundError } from './errors.js'
import { getAccount } from './getAccount.js'
import { setAccount } from './setAccount.js'
import { toConnectError } from './toPorticoError.js'

export type ConnectParameters = { connectorId: string }
export type ConnectReturnType = { address: string; chainId: number | string }
export type ConnectErrorType = PorticoError

/**
 * Connects the wallet behind `connectorId`: status connecting → connected (or back to what it was,
 * with the error kept for the Connecting view), remembers the connector, then reads the balance.
 */
export async function connect(
  context: PorticoContext,
  { connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  const fail = (error: PorticoError) => {
    context.stores.connectAttempt.setState({ pending: false, error })
    context.events.emit({ type: 'CONNECT_ERROR', connectorId, message: error.shortMessage })
    reportError(context, { event: 'CONNECT_ERROR', error })
    return error
  }
  if (!connector) throw fail(new ConnectorNotFoundError(connectorId))
  const namespace = connectorNamespace(context, connector)
  try {
    requireConfiguredNamespace(context, namespace)
  } catch (error) {
    throw fail(error as NamespaceNotConfiguredError)
  }
  const adapter = adapterForConnector(context, connector)
  const network = networkForNamespace(context, namespace)
  if (!adapter || !network) throw fail(new AdapterNotFoundError({ details: namespace }))

  const statusBefore = getAccount(context, namespace).status
  context.stores.connectAttempt.setState({ connectorId, pending: true, error: undefined })
  setAccount(context, namespace, { status: 'connecting' })
  try {
    const result = await adapter.connect({ connector, network })
    applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
    context.stores.connectAttempt.setState({ pending: false, error: undefined })
    context.events.emit({ type: 'CONNECT_SUCCESS', connectorId, address: result.address })
    return result
  } catch (error) {
    // A refused second wallet leaves the first one connected.
    setAccount(context, namespace, {
      status: statusBefore === 'connected' ? 'connected' : 'disconnected',
    })
    throw fail(toConnectError(error))
  }
}
