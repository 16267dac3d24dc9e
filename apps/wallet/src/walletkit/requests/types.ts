import type { SampleWalletAccounts } from '../keys/deriveSampleWalletAccounts.js'

/** An EVM chain the sample wallet can send to: the devnet's chains from devnet.json. */
export type SampleWalletEvmChain = {
  chainId: number
  rpcUrl: string
  name?: string
}

/** A session request as WalletKit hands it over: the CAIP-2 chain and the JSON-RPC call. */
export type SampleWalletRequest = {
  /** CAIP-2 chain id the dApp addressed, e.g. `eip155:31337`. */
  chainId: string
  method: string
  params: unknown
}

/** What the request handlers know besides the request. */
export type SessionRequestContext = {
  accounts: SampleWalletAccounts
  /** EVM chains with an RPC (sending and switching are limited to these). */
  evmChains: readonly SampleWalletEvmChain[]
  /** CAIP-2 chains approved in the request's session. */
  sessionChains: readonly string[]
}

/** A session event the wallet emits after answering (e.g. chainChanged after a switch). */
export type SampleWalletSessionEvent = { name: string; data: unknown; chainId: string }

/** How a request was answered. */
export type SessionRequestOutcome = {
  result: unknown
  /** Session events to emit once the result is sent. */
  events?: SampleWalletSessionEvent[]
}
