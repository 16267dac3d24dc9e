/**
 * `@portico/core/networks`: built-in network definitions (ids, names, native currencies, public
 * RPC URLs, explorers and chain image ids), one module each, so a dApp bundles only those it
 * imports. docs/networks.md lists them and says where their images come from.
 * @example
 * import { base, mainnet, solana } from '@portico/core/networks'
 * createPortico({ networks: [base, mainnet, solana], … })
 */
export { arbitrum } from './arbitrum.js'
export { arbitrumSepolia } from './arbitrumSepolia.js'
export { aurora } from './aurora.js'
export { auroraTestnet } from './auroraTestnet.js'
export { avalanche } from './avalanche.js'
export { avalancheFuji } from './avalancheFuji.js'
export { base } from './base.js'
export { baseSepolia } from './baseSepolia.js'
export { bsc } from './bsc.js'
export { bscTestnet } from './bscTestnet.js'
export { BUILT_IN_NETWORKS } from './builtInNetworks.js'
export { celo } from './celo.js'
export { celoSepolia } from './celoSepolia.js'
export { gnosis } from './gnosis.js'
export { gnosisChiado } from './gnosisChiado.js'
export { mainnet } from './mainnet.js'
export { optimism } from './optimism.js'
export { optimismSepolia } from './optimismSepolia.js'
export { polygon } from './polygon.js'
export { polygonAmoy } from './polygonAmoy.js'
export { sepolia } from './sepolia.js'
export { solana } from './solana.js'
export { solanaDevnet } from './solanaDevnet.js'
export { solanaTestnet } from './solanaTestnet.js'
export { zksync } from './zksync.js'
export { zksyncSepoliaTestnet } from './zksyncSepoliaTestnet.js'
export { zora } from './zora.js'
export { zoraSepolia } from './zoraSepolia.js'
