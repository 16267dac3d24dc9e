/** The Portico devnet: two seeded anvil chains and an asset server, for services, the demo and tests. */
export {
  devnetCollectionAbi,
  devnetTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  wethAbi,
} from './abis.js'
export {
  DEMO_ACCOUNT_LABELS,
  DEVNET_ACCOUNT_INDEXES,
  type DevnetAccount,
  type DevnetAccountLabel,
  deriveDevnetAccounts,
  getAccount,
} from './accounts.js'
export { DEVNET_MNEMONIC, resolveAnvilBinary, startAnvil } from './anvil.js'
export { startAssetServer } from './assets/server.js'
export { DEVNET_CHAINS, type DevnetChainKey } from './chains.js'
export { createDevnetChain, createDevnetClient, type DevnetClient } from './client.js'
export { loadOwnArtifact, type OwnArtifact, type OwnContractName } from './contracts/artifacts.js'
export {
  DEVNET_PROFILE_GATEWAY_KEY,
  DEVNET_PROFILE_GATEWAY_SIGNER,
  PROFILE_GATEWAY_PATH,
  type ProfileGatewaySettings,
  profileGatewayUrl,
  setProfileGatewayUrl,
} from './deploy/deployOffchainResolver.js'
export { MULTICALL3_ADDRESS } from './deploy/installMulticall3.js'
export {
  type DevnetChainConfig,
  type DevnetConfig,
  type DevnetHistoryConfig,
  type DevnetNftConfig,
  type DevnetTokenConfig,
  readDevnetConfig,
} from './devnetFile.js'
export { READY_LINE } from './formatSummary.js'
export {
  buildDevnetOperatorConfig,
  DEVNET_MIN_LIQUIDITY_USD,
  DEVNET_SANDBOX_KEY_ENV,
} from './operatorConfig/buildDevnetOperatorConfig.js'
export { devnetApiSecretEnv } from './operatorConfig/devnetApiSecretEnv.js'
export { buildDevnetTokenList, type TokenList } from './operatorConfig/devnetTokenList.js'
export {
  type DevnetOperatorConfigPaths,
  devnetOperatorConfigPaths,
  writeDevnetOperatorConfig,
} from './operatorConfig/writeDevnetOperatorConfig.js'
export { DEFAULT_DEVNET_CONFIG_PATH } from './paths.js'
export { PortInUseError } from './portCheck.js'
export type { PairName, TokenSymbol } from './seed/plan.js'
export { type DevnetContracts, type SeedChainParameters, seedChain } from './seed/seedChain.js'
export {
  type DevnetHandle,
  type DevnetPorts,
  type StartDevnetOptions,
  startDevnet,
} from './startDevnet.js'
