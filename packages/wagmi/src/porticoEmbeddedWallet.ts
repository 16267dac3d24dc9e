import type { ChainNamespace, Connector, ConnectorAdapter } from '@portico/core'
import { createPorticoConnector, type PorticoEip1193Provider } from './createPorticoConnector.js'

/** The part of Portico's embedded wallet adapter the connector needs (`createEmbeddedWalletAdapter`). */
export type PorticoEmbeddedWalletSource = Pick<ConnectorAdapter, 'disconnect'> & {
  getProvider(namespace: ChainNamespace): PorticoEip1193Provider
}

/** The embedded wallet's connector id (spec §3's AUTH connector). */
const AUTH_CONNECTOR_ID = 'AUTH'

/** The Portico connector the adapter's disconnect is called with (it ends the login). */
const CONNECTOR: Connector = {
  id: AUTH_CONNECTOR_ID,
  type: 'AUTH',
  name: 'Email and social login',
  chain: 'eip155',
}

/**
 * Portico's embedded wallet (email and social login, keys kept by the secure site) as a wagmi
 * connector, for a dApp's own `createConfig({ connectors })`: once the visitor logs in through
 * Portico's modal, wagmi's hooks use that wallet; its signatures are approved on the secure
 * site's own screen.
 *
 * @example
 * createConfig({ chains, transports, connectors: [porticoEmbeddedWallet(embeddedWallet)] })
 */
export function porticoEmbeddedWallet(adapter: PorticoEmbeddedWalletSource) {
  return createPorticoConnector({
    id: 'portico.embeddedWallet',
    name: 'Email and social login',
    type: 'porticoEmbeddedWallet',
    porticoConnectorId: AUTH_CONNECTOR_ID,
    provider: adapter.getProvider('eip155'),
    endConnection: () => adapter.disconnect({ connector: CONNECTOR }),
  })
}
