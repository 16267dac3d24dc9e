/**
 * `@portico/wagmi`: Portico on a wagmi config — `createWagmiAdapter()` builds the config (or takes
 * the dApp's) and Portico's EVM adapter over it; `porticoWalletConnect()` and
 * `porticoEmbeddedWallet()` are Portico's connections as wagmi connectors.
 */
export {
  type CreatePorticoConnectorParameters,
  createPorticoConnector,
  type PorticoConnectorProperties,
  type PorticoEip1193Provider,
} from './createPorticoConnector.js'
export {
  type CreateWagmiAdapterErrorType,
  type CreateWagmiAdapterFromConfigParameters,
  type CreateWagmiAdapterFromNetworksParameters,
  type CreateWagmiAdapterParameters,
  type CreateWagmiAdapterReturnType,
  createWagmiAdapter,
} from './createWagmiAdapter.js'
export { type PorticoEmbeddedWalletSource, porticoEmbeddedWallet } from './porticoEmbeddedWallet.js'
export { type PorticoWalletConnectSource, porticoWalletConnect } from './porticoWalletConnect.js'
export { toWagmiChain } from './toWagmiChain.js'
