/** The test browser wallet, framework-free: usable in a page (see inject.ts) and in Node. */

export {
  type CreateTestBitcoinWalletParameters,
  createTestBitcoinWallet,
  TEST_BITCOIN_WALLET_PROMPTS,
  type TestBitcoinWallet,
} from './bitcoin/createTestBitcoinWallet.js'
export {
  BITCOIN_REGTEST_CHAIN,
  DEFAULT_TEST_BITCOIN_API_URL,
  getDefaultTestBitcoinWallets,
  type InstallTestBitcoinWalletsParameters,
  installTestBitcoinWallets,
  resolveTestBitcoinChains,
  TEST_BITCOIN_WALLET_ID,
} from './bitcoin/installTestBitcoinWallets.js'
export type * from './bitcoin/types.js'
export {
  type AnnounceProviderParameters,
  type AnnounceTarget,
  announceProvider,
} from './provider/announceProvider.js'
export { createMemoryStorage } from './provider/createMemoryStorage.js'
export {
  type CreateTestWalletProviderParameters,
  createTestWalletProvider,
  FORWARDED_METHODS,
  type TestWallet,
} from './provider/createTestWalletProvider.js'
export {
  ANVIL_PRIVATE_KEYS,
  createTestWalletIcon,
  getDefaultTestWalletChains,
  getDefaultTestWallets,
  TEST_WALLET_2_RDNS,
  TEST_WALLET_RDNS,
} from './provider/defaults.js'
export * from './provider/errors.js'
export {
  type InstallTestWalletsParameters,
  type InstallTestWalletsReturnType,
  installTestWallets,
  TEST_WALLET_CONFIG_GLOBAL,
  TEST_WALLETS_GLOBAL,
} from './provider/installTestWallets.js'
export {
  type ResolvedTestWallet,
  resolveTestWalletsConfig,
} from './provider/resolveTestWalletsConfig.js'
export type * from './provider/types.js'
export {
  type CreateTestSolanaWalletParameters,
  createTestSolanaWallet,
  TEST_SOLANA_WALLET_PROMPTS,
  type TestSolanaKey,
  type TestSolanaWallet,
} from './solana/createTestSolanaWallet.js'
export {
  DEFAULT_TEST_SOLANA_RPC_URL,
  deriveTestSolanaKeys,
  getDefaultTestSolanaWallets,
  type InstallTestSolanaWalletsParameters,
  installTestSolanaWallets,
  resolveTestSolanaChains,
  TEST_SOLANA_WALLET_ID,
} from './solana/installTestSolanaWallets.js'
export { SOLANA_CHAIN_ALIASES, SOLANA_CLUSTER_CHAINS } from './solana/solanaClusters.js'
export type * from './solana/types.js'
