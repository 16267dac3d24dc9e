import { SOCIAL_PROVIDERS } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import type { Connection } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/network.js'
import { showView } from '../modal/router.js'
import { networkForNamespace } from '../network/findNetwork.js'
import { adapterForConnector } from './adapterForConnector.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { connect } from './connect.js'
import { assertConnectionStatus, getConnections } from './connections.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import type { ConnectionRejectedError, FailedToConnectError } from './errors.js'
import { ConnectorNotFoundError } from './errors.js'
import { getAccount } from './getAccount.js'

export type SwitchConnectionParameters = { namespace: ChainNamespace; connectorId: string }

export type SwitchConnectionReturnType = { hasSwitchedAccount: boolean; hasSwitchedWallet: boolean }

/**
 * Switches to another connection of `namespace` (spec §4 "Switching to an active or connected
 * connection reconnects it and reports whether account or wallet changed; a disconnected
 * connection is reconnected via social, email or wallet-connect flow"):
 * - active or connected: reconnected without a prompt (a wallet that no longer grants access is
 *   asked again through `connect`);
 * - disconnected, or not recorded: its connect flow — WalletConnect shows ConnectingWalletConnect
 *   and waits for the wallet's approval; the embedded wallet shows its login (ConnectSocials for
 *   a social login, ConnectingFarcaster for Farcaster, EmailLogin otherwise), where the visitor goes on, so nothing has switched
 *   yet when this returns; any other wallet is asked to connect.
 * A status outside connected/active/disconnected is 'Invalid connection status'.
 */
export async function switchConnection(
  context: PorticoContext,
  { namespace, connectorId }: SwitchConnectionParameters,
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
    if (result) applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
    else await connect(context, { connectorId })
  } else await reconnectThroughFlow(context, connector, connection)
  const after = getAccount(context, namespace)
  return {
    hasSwitchedAccount: after.address?.toLowerCase() !== before.address?.toLowerCase(),
    hasSwitchedWallet: after.connectorId !== before.connectorId,
  }
}

/** A disconnected connection's way back in: the flow of its kind of wallet. */
async function reconnectThroughFlow(
  context: PorticoContext,
  connector: Connector,
  connection: Connection | undefined,
): Promise<void> {
  if (connector.type === 'WALLET_CONNECT') {
    showView(context, { view: 'ConnectingWalletConnect', data: { connectorId: connector.id } })
    await connectWalletConnect(context, { connectorId: connector.id })
    return
  }
  if (connector.type === 'AUTH') {
    const name = connection?.auth?.name ?? ''
    const social = (SOCIAL_PROVIDERS as readonly string[]).includes(name)
    const view =
      name === 'farcaster' ? 'ConnectingFarcaster' : social ? 'ConnectSocials' : 'EmailLogin'
    showView(context, { view })
    return
  }
  await connect(context, { connectorId: connector.id })
}

/** the `switchConnection` action. */
export type SwitchConnectionErrorType =
  | ConnectorNotFoundError
  | ConnectionRejectedError
  | FailedToConnectError
