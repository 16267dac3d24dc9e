import type { Network } from '../types/network.js'
import { arbitrum } from './arbitrum.js'
import { arbitrumSepolia } from './arbitrumSepolia.js'
import { aurora } from './aurora.js'
import { auroraTestnet } from './auroraTestnet.js'
import { avalanche } from './avalanche.js'
import { avalancheFuji } from './avalancheFuji.js'
import { base } from './base.js'
import { baseSepolia } from './baseSepolia.js'
import { bsc } from './bsc.js'
import { bscTestnet } from './bscTestnet.js'
import { celo } from './celo.js'
import { celoSepolia } from './celoSepolia.js'
import { gnosis } from './gnosis.js'
import { gnosisChiado } from './gnosisChiado.js'
import { mainnet } from './mainnet.js'
import { optimism } from './optimism.js'
import { optimismSepolia } from './optimismSepolia.js'
import { polygon } from './polygon.js'
import { polygonAmoy } from './polygonAmoy.js'
import { sepolia } from './sepolia.js'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaTestnet } from './solanaTestnet.js'
import { zksync } from './zksync.js'
import { zksyncSepoliaTestnet } from './zksyncSepoliaTestnet.js'
import { zora } from './zora.js'
import { zoraSepolia } from './zoraSepolia.js'

/**
 * Every built-in network — the EVM chains of the embedded wallet's list (docs/networks.md), each
 * mainnet followed by its testnet, then the three Solana clusters. For the embedded wallet's site
 * and for dApps offering them all; a dApp wanting a few imports those alone (`{ base }`), and this
 * list stays out of its bundle.
 */
export const BUILT_IN_NETWORKS: readonly Network[] = [
  mainnet,
  sepolia,
  optimism,
  optimismSepolia,
  arbitrum,
  arbitrumSepolia,
  polygon,
  polygonAmoy,
  celo,
  celoSepolia,
  aurora,
  auroraTestnet,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncSepoliaTestnet,
  gnosis,
  gnosisChiado,
  base,
  baseSepolia,
  zora,
  zoraSepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
]
