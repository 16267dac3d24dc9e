import type { Connector, ConnectorAdapter } from '@portico/core'
import { createPorticoConnector, type PorticoEip1193Provider } from './createPorticoConnector.js'

/** The part of Portico's WalletConnect adapter the connector needs (`createWalletConnectAdapter`). */
export type PorticoWalletConnectSource = Pick<ConnectorAdapter, 'disconnect'> & {
  readonly eip1193: PorticoEip1193Provider
}

/** Portico's WalletConnect connector id (the modal's WalletConnect option). */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The Portico connector the adapter's disconnect is called with (it ends the whole session). */
const CONNECTOR: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

/**
 * Portico's WalletConnect connection (over the relay the adapter is configured with) as a wagmi
 * connector, for a dApp's own `createConfig({ connectors })`: once the visitor pairs a wallet in
 * Portico's modal, wagmi's hooks use that session.
 *
 * @example
 * createConfig({ chains, transports, connectors: [porticoWalletConnect(walletConnect)] })
 */
export function porticoWalletConnect(adapter: PorticoWalletConnectSource) {
  return createPorticoConnector({
    id: 'portico.walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    porticoConnectorId: WALLET_CONNECT_CONNECTOR_ID,
    provider: adapter.eip1193,
    endConnection: () => adapter.disconnect({ connector: CONNECTOR }),
  })
}
