import type { Address, Hex } from 'viem'
import type { TestBitcoinWalletsConfig } from '../bitcoin/types.js'
import type { TestSolanaWalletsConfig } from '../solana/types.js'

/** A chain a test wallet knows. */
export type TestWalletChain = {
  chainId: number
  rpcUrl: string
  /** @default `Chain ${chainId}` */
  name?: string
  /** @default { name: 'Ether', symbol: 'ETH', decimals: 18 } */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
}

/**
 * How the wallet answers requests that would ask the user (connect, sign, send, switch or add a
 * chain, watch an asset). Read-only requests are never rejected or delayed.
 */
export type TestWalletBehavior = {
  /** `true` rejects every prompt with 4001; a list rejects only prompts of those methods. @default false */
  reject?: boolean | string[]
  /** Time the "user" takes to answer each prompt. @default 0 */
  delayMs?: number
}

/** One wallet of the test page. */
export type TestWalletOptions = {
  /** Shown to the user by EIP-6963 discovery. */
  name: string
  /** Reverse-DNS id; keys `window.porticoTestWallets` and the persisted authorization. */
  rdns: string
  /** A data: URI. @default a generated SVG */
  icon?: string
  /** EIP-6963 session id. @default a random UUIDv4 per page load */
  uuid?: string
  /** Private keys the wallet holds; `setAccount(index)` picks one. @default the config's `accounts` */
  accounts?: Hex[]
  /** Index into `accounts` of the active account. @default 0 */
  accountIndex?: number
  /** @default the config's `chains` */
  chains?: TestWalletChain[]
  /** Chain the wallet starts on. @default the first chain */
  chainId?: number
  /** @default { reject: false, delayMs: 0 } */
  behavior?: TestWalletBehavior
}

/** The shape of `window.__PORTICO_TEST_WALLET_CONFIG__`; every field is optional. */
export type TestWalletsConfig = {
  /** Chains of every wallet that lists none. @default 31337 at :8545 and 31338 at :8546 */
  chains?: TestWalletChain[]
  /** Private keys of every wallet that lists none. @default anvil's ten development keys */
  accounts?: Hex[]
  /** The wallets to install; replaces the default two when given. */
  wallets?: TestWalletOptions[]
  /** Behaviour per rdns, applied over each wallet's own. */
  behaviors?: Record<string, TestWalletBehavior>
  /** rdns of a wallet to expose also as legacy `window.ethereum`. @default none */
  windowEthereum?: string
  /** The wallet-standard Solana wallets (apps/wallet/src/solana). @default one on account 0 */
  solana?: TestSolanaWalletsConfig
  /** The wallet-standard Bitcoin wallets (apps/wallet/src/bitcoin). @default one on index 0 */
  bitcoin?: TestBitcoinWalletsConfig
}

/** Key-value storage the wallet persists its authorization in (`localStorage` in a page). */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The EIP-6963 provider info. */
export type EIP6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** An EIP-1193 request. */
export type RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** A provider event listener; `never[]` so a listener typed for its event's payload fits. */
export type ProviderListener = (...args: never[]) => void

/** The EIP-1193 provider a test wallet injects. */
export type TestWalletEIP1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: ProviderListener): TestWalletEIP1193Provider
  removeListener(event: string, listener: ProviderListener): TestWalletEIP1193Provider
  /** Alias of removeListener. */
  off(event: string, listener: ProviderListener): TestWalletEIP1193Provider
  readonly isPorticoTestWallet: true
}

/** What the wallet shows of itself to a test. */
export type TestWalletState = {
  connected: boolean
  address: Address
  accountIndex: number
  chainId: number
  chains: TestWalletChain[]
  behavior: TestWalletBehavior
}
