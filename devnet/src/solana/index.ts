export {
  deriveSolanaKeys,
  getSolanaKey,
  type SolanaDevnetKey,
  solanaDerivationPath,
} from '../keys/solanaKeys.js'
export {
  LAMPORTS_PER_SOL,
  SEED_SOL_PER_WALLET,
  SEED_USDC_PER_WALLET,
  SOLANA_CAIP_NETWORK_ID,
  SOLANA_GENESIS_HASH,
  USDC_DECIMALS,
} from './constants.js'
export type { SolanaLedger } from './createSolanaLedger.js'
export {
  type DevnetSolanaConfig,
  type SolanaServer,
  type StartSolanaServerOptions,
  startSolanaServer,
} from './startSolanaServer.js'
