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

/** Parameters of `createTestWalletProvider`. */
export type CreateTestWalletProviderParameters = {
  /** The wallet; `accounts` and `chains` must be non-empty here. */
  wallet: TestWalletOptions & { accounts: Hex[]; chains: TestWalletChain[] }
  /** Where the authorization persists (a page passes `localStorage`). @default in memory */
  storage?: TestWalletStorage
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** The dApp origin named in `wallet_getPermissions`. @default location.origin, else '' */
  origin?: string
}

/** A test wallet: its EIP-6963 info, its EIP-1193 provider, and the controls a test drives it by. */
export type TestWallet = {
  readonly info: EIP6963ProviderInfo
  readonly provider: TestWalletEIP1193Provider
  /** Replaces the behaviour; omitted fields return to their defaults (no rejection, no delay). */
  setBehavior(behavior: TestWalletBehavior): void
  /** Selects the account at `index` of the wallet's keys; emits `accountsChanged` when connected. */
  setAccount(index: number): Address
  /** Switches chain from the wallet side (no prompt); emits `chainChanged` with the hex id. */
  setChain(chainId: number): void
  /** Authorizes the page without a prompt, as if the user approved; emits `accountsChanged`. */
  connect(): Address[]
  /** Disconnects from the wallet side: revokes authorization, emits `accountsChanged` [] and `disconnect`. */
  disconnect(): void
  /** Emits any provider event, e.g. `emit('chainChanged', '0x1')`. */
  emit(event: string, ...args: unknown[]): void
  /** A snapshot of the wallet's state. */
  getState(): TestWalletState
  /** Forgets the persisted state and behaviour; back to the configuration. */
  reset(): void
}
