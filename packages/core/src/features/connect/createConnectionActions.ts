import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { ConnectionStatus, RecentWallet } from '../../state/types.js'
import { type ConnectFromModalParameters, connectFromModal } from './connectFromModal.js'
import type { AssertConnectionStatusErrorType } from './connections.js'
import { assertConnectionStatus } from './connections.js'
import type { ConnectWalletErrorType } from './connectWallet.js'
import { type ConnectWalletParameters, connectWallet } from './connectWallet.js'
import type { ConnectWalletConnectErrorType } from './connectWalletConnect.js'
import {
  type ConnectWalletConnectParameters,
  cancelWalletConnectPairing,
  connectWalletConnect,
  ensureWalletConnectPairing,
} from './connectWalletConnect.js'
import type {
  DisconnectConnectionErrorType,
  DisconnectConnectionParameters,
} from './disconnectConnection.js'
import { addRecentWallet } from './recentWallets.js'
import type {
  SwitchConnectionErrorType,
  SwitchConnectionParameters,
  SwitchConnectionReturnType,
} from './switchConnection.js'

/**
 * `portico.connection`: connecting from the modal, WalletConnect pairing and the wallets of a
 * namespace (`portico.connect` and `portico.disconnect` are the plain calls).
 */
export type ConnectionActions = {
  /**
   * Connects from the modal: shows ConnectingExternal (once, also on "Try again"), reports
   * errors there, and closes the modal on success.
   */
  connectFromModal(parameters: ConnectFromModalParameters): Promise<void>
  /**
   * Connects a wallet of the list (a connector id or an orderWallets row) without the modal: an
   * installed wallet directly, a catalogue wallet over WalletConnect (URI in `stores.pairing`).
   */
  connectWallet(parameters: ConnectWalletParameters): ReturnType<typeof connectWallet>
  /**
   * Pairs with a wallet over WalletConnect: the URI to show is in `stores.pairing` and is
   * replaced by a fresh one when it expires; resolves when the wallet approves.
   */
  connectWalletConnect(
    parameters?: ConnectWalletConnectParameters,
  ): ReturnType<typeof connectWalletConnect>
  /** What the Connecting views run: keeps a live pairing URI, else starts a fresh pairing. */
  ensurePairing(
    parameters?: ConnectWalletConnectParameters,
  ): ReturnType<typeof ensureWalletConnectPairing>
  /** Stops the pairing shown (also done when the modal closes). */
  cancelPairing(): void
  /** Makes another connected wallet of a namespace the active one. */
  switch(parameters: SwitchConnectionParameters): Promise<SwitchConnectionReturnType>
  /** Disconnects one wallet of a namespace; the last one disconnects the namespace. */
  disconnect(parameters: DisconnectConnectionParameters): Promise<void>
  /** Remembers a wallet among the recent ones (e.g. the wallet that answered over the relay). */
  addRecentWallet(parameters: { wallet: RecentWallet }): void
  /** Throws unless `status` is a connection status. */
  assertStatus(status: string): asserts status is ConnectionStatus
  /** Aborts every open RPC request; each rejects with 'Request was aborted'. */
  abortRequests(parameters?: { details?: string | undefined }): void
}

export function createConnectionActions(context: PorticoContext): ConnectionActions {
  // Switching and disconnecting one wallet of several load on first use (multi-wallet only).
  const wallets = lazyFeature(() => import('./connectionsModule.js'))
  return {
    connectFromModal: (parameters) => connectFromModal(context, parameters),
    connectWallet: (parameters) => connectWallet(context, parameters),
    connectWalletConnect: (parameters) => connectWalletConnect(context, parameters),
    ensurePairing: (parameters) => ensureWalletConnectPairing(context, parameters),
    cancelPairing: () => cancelWalletConnectPairing(context),
    switch: (parameters) => wallets((m) => m.switchConnection(context, parameters)),
    disconnect: (parameters) => wallets((m) => m.disconnectConnection(context, parameters)),
    addRecentWallet: ({ wallet }) => addRecentWallet(context, wallet),
    assertStatus: assertConnectionStatus,
    abortRequests: ({ details } = {}) => context.requests.abortAll(details),
  }
}

/**
 * What each `portico.connection` method throws, by method (docs/errors.md): `ConnectionActionsErrorTypes['connectFromModal']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type ConnectionActionsErrorTypes = {
  connectFromModal: never
  connectWallet: ConnectWalletErrorType
  connectWalletConnect: ConnectWalletConnectErrorType
  ensurePairing: never
  cancelPairing: never
  switch: SwitchConnectionErrorType
  disconnect: DisconnectConnectionErrorType
  addRecentWallet: never
  assertStatus: AssertConnectionStatusErrorType
  abortRequests: never
}

export type { AssertConnectionStatusErrorType } from './connections.js'
export type { ConnectWalletErrorType } from './connectWallet.js'
export type { ConnectWalletConnectErrorType } from './connectWalletConnect.js'
export type { DisconnectConnectionErrorType } from './disconnectConnection.js'
export type { SwitchConnectionErrorType } from './switchConnection.js'
