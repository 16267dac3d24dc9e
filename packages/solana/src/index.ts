export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapterErrorType,
} from './createSolanaAdapter.js'
export {
  type SolanaLocalErrorType,
  type SolanaLocalParameters,
  solana,
  solanaDevnet,
  solanaLocal,
  solanaTestnet,
} from './networks.js'
export {
  isSolanaWallet,
  SOLANA_WALLET_CHAIN_ALIASES,
  walletChainOf,
} from './wallet/walletChain.js'
