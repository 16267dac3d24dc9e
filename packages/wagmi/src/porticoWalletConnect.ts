import { createPorticoConnector, type PorticoEip1193Provider } from './createPorticoConnector.js'

/** The part of Portico's WalletConnect adapter the connector needs (`createWalletConnectAdapter`). */
export type PorticoWalletConnectSource = {
  readonly eip1193: PorticoEip1193Provider
}

/** Portico's WalletConnect connector id (the modal's WalletConnect option). */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

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
  })
}
