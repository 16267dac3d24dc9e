import type { ConnectionAccount } from '../state/types.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace, Network } from '../types/network.js'
import type { AuthUser } from './AuthAdapter.js'

/** What a wallet tells its adapter after connecting. */
export type AdapterConnectResult = {
  address: string
  chainId: number | string
  /**
   * The embedded wallet's user (AUTH connector): fills the account's user, socialProvider,
   * preferredAccountType and smartAccountDeployed (spec §3).
   */
  user?: AuthUser | undefined
  /**
   * Every account the connection grants, when there are several kinds (Bitcoin: payment, then
   * ordinal); recorded as the connection's accounts. @default [{ address }]
   */
  accounts?: readonly ConnectionAccount[] | undefined
}

/**
 * Events an adapter reports about a wallet, named by its connector when it knows it: what a
 * connected wallet did on its own, or a connection made outside Portico's connect flow.
 */
export type AdapterEvent =
  | {
      /**
       * A wallet connected without Portico's connect flow (wagmi's `useConnect`, a wallet's own
       * "connect to this site"): core makes it the namespace's account, as a connect would.
       */
      type: 'connected'
      connectorId: string
      address: string
      chainId: number | string
    }
  | { type: 'accountChanged'; address: string; connectorId?: string | undefined }
  | { type: 'chainChanged'; chainId: number | string; connectorId?: string | undefined }
  | { type: 'disconnected'; connectorId?: string | undefined }

/** An EVM transaction to send or estimate: a native transfer (`value`) and/or call data for `to`. */
export type AdapterTransactionRequest = {
  to: string
  /** In the native currency's smallest unit. */
  value?: bigint | undefined
  data?: `0x${string}` | undefined
  /** Gas limit; the wallet estimates it when absent. */
  gas?: bigint | undefined
}

/** A contract function call (EVM), which the adapter encodes (e.g. ERC-20 `transfer(to, amount)`). */
export type AdapterContractCall = {
  /** The contract. */
  address: string
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
  value?: bigint | undefined
  /** Gas limit; the wallet estimates it when absent. */
  gas?: bigint | undefined
}

/** A gas estimate: units of gas and the most the wallet is expected to pay per unit. */
export type AdapterGasEstimate = { gas: bigint; gasPrice: bigint }

/** What core hands an adapter when it sets it up. */
export type AdapterContext = {
  /** The configured networks of the adapter's namespace. */
  networks: readonly Network[]
  storage: PorticoStorage
  /**
   * The account new connections of the namespace start with (createPortico's
   * `defaultAccountTypes`, spec §4): Bitcoin `payment` or `ordinal`; EVM, Solana and Polkadot
   * `eoa` or `smartAccount`. Undefined for a namespace the option does not cover.
   */
  defaultAccountType?: string | undefined
  /** Replaces the list of connectors this adapter offers (e.g. as wallets announce themselves). */
  setConnectors(connectors: Connector[]): void
  /** Reports what the connected wallet did on its own (switched account or chain, disconnected). */
  emit(event: AdapterEvent): void
}

/**
 * A chain adapter connects wallets of one namespace. Core imports no adapter; the dApp passes the
 * adapters it wants to createPortico().
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** Starts discovering connectors. Returns a function that stops it. */
  setup(context: AdapterContext): () => void
  /** Asks the wallet to connect, on `network` when it can. Rejects when the user declines. */
  connect(parameters: { connector: Connector; network: Network }): Promise<AdapterConnectResult>
  /** Restores an earlier connection without prompting; null when the wallet no longer grants it. */
  reconnect(parameters: {
    connector: Connector
    network: Network
  }): Promise<AdapterConnectResult | null>
  disconnect(parameters: { connector: Connector }): Promise<void>
  /** Asks the connected wallet to move to `network` (EVM: wallet_switchEthereumChain, adding it on 4902). */
  switchNetwork?(parameters: { connector: Connector; network: Network }): Promise<void>
  /**
   * Whether this chain adapter also switches, signs and sends for `connector`, a connection
   * another adapter made (a multi-namespace session's part in this namespace): @portico/wagmi
   * does, through the wagmi connector of Portico's WalletConnect or embedded wallet, while wagmi
   * holds that connection. Connect, reconnect and disconnect stay with the connector's adapter.
   */
  actsFor?(connector: Connector): boolean
  /** Sets the account type on connectors that have both kinds (the auth connector); then reconnect. */
  setPreferredAccountType?(parameters: {
    connector: Connector
    accountType: 'eoa' | 'smartAccount'
  }): Promise<void>
  /**
   * Estimates a transaction's gas on `network`'s RPC, with the fee per gas the wallet would pay at
   * most (EVM; spec §5 "Gas estimation only for EVM"). Rejects as the node does (e.g. reverted).
   */
  estimateGas?(parameters: {
    network: Network
    from: string
    transaction: AdapterTransactionRequest | AdapterContractCall
  }): Promise<AdapterGasEstimate>
  /** Asks the connected wallet to send a transaction on `network`; resolves with its hash. */
  sendTransaction?(
    parameters: {
      connector: Connector
      network: Network
      from: string
    } & AdapterTransactionRequest,
  ): Promise<string>
  /** Asks the connected wallet to call a contract function on `network`; resolves with the hash. */
  writeContract?(
    parameters: { connector: Connector; network: Network; from: string } & AdapterContractCall,
  ): Promise<string>
  /** Waits until the transaction `hash` is mined on `network` and says whether it succeeded. */
  waitForTransaction?(parameters: {
    network: Network
    hash: string
  }): Promise<{ status: 'success' | 'reverted' }>
  /**
   * Asks the connected wallet to sign `message` as `address` (EVM personal_sign, Solana
   * signMessage, Bitcoin BIP-322, Polkadot/Cosmos through their sessions); resolves with the
   * signature as the namespace writes it (hex on EVM, base58 on Solana, base64 on Bitcoin).
   * Sign-in with wallet (SIWX) uses it.
   */
  signMessage?(parameters: {
    connector: Connector
    network: Network
    address: string
    message: string
  }): Promise<string>
  /**
   * Sends `amount` (smallest unit) of the native currency, or of `token` (an SPL mint, …), from
   * `from` to `to` on a non-EVM `network` (Solana, Bitcoin), and resolves with the transaction id
   * once the network accepted it. EVM sends use sendTransaction/writeContract instead.
   */
  transfer?(parameters: {
    connector: Connector
    network: Network
    from: string
    to: string
    amount: bigint
    token?: { address: string; decimals: number } | undefined
  }): Promise<string>
  /** The native balance of `address` on `network`, in the smallest unit. */
  getBalance(parameters: {
    address: string
    network: Network
  }): Promise<{ value: bigint; decimals: number; symbol: string }>
}
