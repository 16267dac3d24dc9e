import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes, Verify } from '@walletconnect/types'
import type { KeyValueStorage } from './createMemoryKeyValueStorage.js'
import type { SessionProposalDescription } from './describeSessionProposal.js'
import type { SessionRequestDescription } from './requests/describeSessionRequest.js'
import type { SampleWalletEvmChain } from './requests/types.js'

/** A request waiting for the user's Approve or Reject. */
export type PendingSampleWalletRequest = {
  id: number
  /**
   * `request`: a session request (`session_request`); `authenticate`: a one-click sign-in
   * (`wc_sessionAuthenticate`, method shown as such), answered with a signed CACAO.
   */
  kind: 'request' | 'authenticate'
  /** The session's topic (the pairing's for a sign-in). */
  topic: string
  /** CAIP-2 chain the dApp addressed. */
  chainId: string
  method: string
  params: unknown
  /** The requesting dApp's name (from its session metadata). */
  dAppName: string
  description: SessionRequestDescription
  /** Verify result of the request's origin (UNKNOWN offline). */
  validation: Verify.Context['verified']['validation']
  /** True while its answer is being computed and sent. */
  busy: boolean
}

/** An active session as the session list shows it. */
export type SampleWalletSession = {
  topic: string
  name: string
  url: string
  icon?: string
  /** Approved accounts (CAIP-10), every namespace. */
  accounts: string[]
  /** Approved chains (CAIP-2). */
  chains: string[]
  /** Approved methods, every namespace. */
  methods: string[]
  /** Unix seconds. */
  expiry: number
}

/** One line of the wallet's activity log (what the page announces). */
export type SampleWalletActivity = { id: number; time: number; message: string }

/** The account's addresses the page shows (Bitcoin on regtest, Polkadot with its SS58 prefix 0). */
export type SampleWalletAddresses = {
  eip155: string
  solana: string
  bip122: string
  polkadot: string
  cosmos: string
}

/** Everything the page renders. Replaced (never mutated) on every change. */
export type SampleWalletState = {
  accountIndex: number
  /** The wallet's addresses to show: the EVM one and the other namespaces' main ones. */
  addresses: SampleWalletAddresses
  proposals: (SessionProposalDescription & { busy: boolean })[]
  requests: PendingSampleWalletRequest[]
  sessions: SampleWalletSession[]
  activity: SampleWalletActivity[]
}

/** Parameters of `createSampleWallet`. */
export type CreateSampleWalletParameters = {
  /** WalletConnect project id shown to the relay. */
  projectId: string
  /** The relay, e.g. `ws://127.0.0.1:4001`. */
  relayUrl: string
  /** BIP-39 mnemonic the keys are derived from (the devnet's). */
  mnemonic: string
  /** @default 0 */
  accountIndex?: number
  /** The devnet's EVM chains (the eip155 chains the wallet approves and sends to). */
  evmChains: readonly SampleWalletEvmChain[]
  /** @default { name: 'Portico Sample Wallet', url: the page's origin or http://127.0.0.1:5174 } */
  metadata?: WalletKitTypes.Metadata
  /** @default WalletConnect's own (IndexedDB in a browser, files in Node): pass createMemoryKeyValueStorage() in tests */
  storage?: KeyValueStorage
  /** Keeps two wallets in one process apart (WalletConnect shares a Core per prefix). */
  customStoragePrefix?: string
  /** WalletConnect's log level. @default 'error' */
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'silent'
}

/** The sample wallet: WalletKit plus the keys, with a small observable state for the page. */
export type SampleWallet = {
  /** The WalletKit instance (for tests and advanced use). */
  walletKit: IWalletKit
  getState(): SampleWalletState
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: SampleWalletState) => void): () => void
  /** Pairs with a `wc:` URI; the proposal then appears in `proposals`. */
  pair(uri: string): Promise<void>
  /** Approves a proposal with the namespaces buildSampleWalletNamespaces builds. */
  approveProposal(id: number): Promise<SessionTypes.Struct>
  rejectProposal(id: number): Promise<void>
  /**
   * Signs/sends and answers the request; a failure is answered as a JSON-RPC error. A sign-in
   * (`kind: 'authenticate'`) is approved with the EIP-4361 message signed (EIP-191) as a CACAO,
   * which also settles a session with the ReCap's methods.
   */
  approveRequest(id: number): Promise<void>
  /** Answers 4001 (eip155) or 5000 USER_REJECTED (other namespaces); a sign-in is rejected with USER_REJECTED. */
  rejectRequest(id: number): Promise<void>
  /** Ends a session from the wallet side (the dApp gets session_delete). */
  disconnect(topic: string): Promise<void>
  /** Switches to another account index; only while no session is active. */
  setAccountIndex(accountIndex: number): void
  /** Closes the relay connection and drops the listeners. */
  destroy(): Promise<void>
}
