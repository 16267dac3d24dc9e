import type { TestWalletBehavior } from '../provider/types.js'

/** A Bitcoin network a test Bitcoin wallet can use: its CAIP-2 id and its Esplora-style API. */
export type TestBitcoinChain = {
  /** CAIP-2, e.g. `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (regtest); the wallet-standard chain. */
  chain: `bip122:${string}`
  /** Base URL of the Esplora-style API (no trailing slash), e.g. `http://127.0.0.1:3002`. */
  apiUrl: string
}

/** One test Bitcoin wallet of the page. */
export type TestBitcoinWalletOptions = {
  /** Shown by wallet-standard discovery. */
  name: string
  /** Keys `window.porticoTestWallets` and the persisted authorization. */
  id: string
  /** A data: URI (svg, png, webp or gif). @default a generated SVG */
  icon?: string
  /** Index `i` of the keys m/84'/1'/0'/0/i (payment) and m/86'/1'/0'/0/i (ordinal). @default 0 */
  accountIndex?: number
  /** @default { reject: false, delayMs: 0 } */
  behavior?: TestWalletBehavior
}

/** The `bitcoin` section of `window.__PORTICO_TEST_WALLET_CONFIG__`; every field optional. */
export type TestBitcoinWalletsConfig = {
  /** The networks the wallets list (the first names the addresses). @default regtest at :3002 */
  chains?: TestBitcoinChain[]
  /** The BIP-39 mnemonic the keys derive from. @default the devnet's `test test … junk` */
  mnemonic?: string
  /** The wallets to install. @default one "Portico Test Bitcoin Wallet" on index 0 */
  wallets?: TestBitcoinWalletOptions[]
}

/** What a test Bitcoin wallet shows of itself to a test. */
export type TestBitcoinWalletState = {
  connected: boolean
  /** The payment address (wallet account 0, P2WPKH). */
  paymentAddress: string
  /** The ordinal address (wallet account 1, P2TR). */
  ordinalAddress: string
  accountIndex: number
  chains: TestBitcoinChain[]
  behavior: TestWalletBehavior
}
