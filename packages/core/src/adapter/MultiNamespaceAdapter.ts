import type { PorticoMetadata, SiwxConfig } from '../config/options.js'
import type { AlertCode } from '../errors/alerts.js'
import type { EmbeddedFrameState } from '../state/types.js'
import type { PorticoStorage } from '../storage/createStorage.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace, Network } from '../types/network.js'
import type { AdapterConnectResult, AdapterEvent, ChainAdapter } from './ChainAdapter.js'

/** What core asks of the adapter behind a connector: connect, restore, let go, switch, read. */
export type ConnectorAdapter = Omit<ChainAdapter, 'namespace' | 'setup'>

/** What core hands a multi-namespace adapter when it sets it up. */
export type MultiNamespaceAdapterContext = {
  projectId: string
  /** The dApp's metadata (shown by wallets when they connect). */
  metadata: Readonly<PorticoMetadata> | undefined
  /** Every configured network, of every namespace. */
  networks: readonly Network[]
  storage: PorticoStorage
  /** Replaces the connectors this adapter offers; each names its namespaces in `chain`/`chains`. */
  setConnectors(connectors: Connector[]): void
  /** Reports what the connected wallet did in one namespace of the session. */
  emit(namespace: ChainNamespace, event: AdapterEvent): void
  /**
   * Reports an account the same connection holds in another namespace than the one connected
   * (a WalletConnect session approved with eip155 and solana accounts): that namespace becomes
   * connected too, without becoming the active one.
   */
  connectNamespace(parameters: {
    namespace: ChainNamespace
    connector: Connector
    result: AdapterConnectResult
  }): void
  /** WalletConnect: the pairing URI the wallet must open (QR code, deep links) was created. */
  setPairingUri(uri: string): void
  /**
   * Shows one of spec §8's alerts in the modal (the embedded wallet: 'Network Error - Could not
   * load embedded wallet', 'Embedded Wallet Request Timed Out', 'Session Expired').
   */
  showAlert(code: AlertCode): void
  /**
   * The embedded wallet's frame asked to be shown in a view (FrameShow) or hidden (FrameHide):
   * core keeps it in `stores.embeddedFrame` and routes the modal (see setEmbeddedFrame).
   */
  setEmbeddedFrame(state: EmbeddedFrameState): void
  /**
   * The embedded wallet's provider asks before a dApp's request goes to its frame (spec §6):
   * resolves for safe and approvable methods; for an unknown one the modal shows 'Action not
   * allowed' after 300 ms and it rejects with RpcMethodNotAllowedError (4100).
   */
  authorizeRpcRequest(parameters: { method: string; namespace: ChainNamespace }): Promise<void>
  /**
   * The dApp's sign-in config (`createPortico({ siwx })`), for an adapter that signs in while it
   * connects: WalletConnect's one-click `wc_sessionAuthenticate` on EVM (spec §1).
   */
  getSiwx?(): SiwxConfig | undefined
}

/**
 * An adapter whose one connection serves several namespaces: WalletConnect, where one session
 * holds eip155, solana, bip122, polkadot and cosmos accounts. It is passed in `adapters` beside the
 * chain adapters (at most one per namespace) and does not count as one of them. Core sends every
 * action on a connector it registered (connect, reconnect, disconnect, switchNetwork) to it;
 * balances are read by the namespace's chain adapter when there is one, else by this adapter.
 */
export type MultiNamespaceAdapter = ConnectorAdapter & {
  /** Namespaces it can serve; it serves those of them the dApp configured networks for. */
  readonly namespaces: readonly ChainNamespace[]
  /** Registers its connectors. Returns a function that stops it. */
  setup(context: MultiNamespaceAdapterContext): () => void
}

/** Whether an entry of `adapters` is a multi-namespace adapter rather than a chain adapter. */
export function isMultiNamespaceAdapter(
  adapter: ChainAdapter | MultiNamespaceAdapter,
): adapter is MultiNamespaceAdapter {
  return Array.isArray((adapter as MultiNamespaceAdapter).namespaces)
}
