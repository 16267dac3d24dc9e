import type { TestWalletBehavior } from '../provider/types.js'

/** A Solana network a test Solana wallet can send to: its CAIP-2 id and its JSON-RPC URL. */
export type TestSolanaChain = {
  /** CAIP-2, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`; also the wallet-standard chain. */
  chain: `solana:${string}`
  rpcUrl: string
}

/** One test Solana wallet of the page. */
export type TestSolanaWalletOptions = {
  /** Shown by wallet-standard discovery. */
  name: string
  /** Keys `window.porticoTestWallets` and the persisted authorization. */
  id: string
  /** A data: URI (svg, png, webp or gif). @default a generated SVG */
  icon?: string
  /** Index of the active account among the keys (`m/44'/501'/i'/0'`). @default 0 */
  accountIndex?: number
  /** @default { reject: false, delayMs: 0 } */
  behavior?: TestWalletBehavior
}

/** The `solana` section of `window.__PORTICO_TEST_WALLET_CONFIG__`; every field optional. */
export type TestSolanaWalletsConfig = {
  /**
   * The chains the wallets list and send to (the first is the local one). @default the local
   * devnet (`rpcUrl` http://127.0.0.1:8899, `chain` from `caipNetworkId`) and the three clusters
   */
  chains?: TestSolanaChain[]
  /** The local devnet's CAIP-2 id (devnet.json `solana.caipNetworkId`), when `chains` is absent. */
  caipNetworkId?: `solana:${string}`
  /** The local devnet's RPC (devnet.json `solana.rpcUrl`), when `chains` is absent. */
  rpcUrl?: string
  /**
   * ed25519 private keys (32-byte seeds, hex), index = account index. @default derived from the
   * devnet mnemonic at `m/44'/501'/i'/0'` (ten accounts)
   */
  secretKeys?: string[]
  /** The wallets to install. @default one "Portico Test Solana Wallet" on account 0 */
  wallets?: TestSolanaWalletOptions[]
}

/** What a test Solana wallet shows of itself to a test. */
export type TestSolanaWalletState = {
  connected: boolean
  address: string
  accountIndex: number
  chains: TestSolanaChain[]
  behavior: TestWalletBehavior
}
