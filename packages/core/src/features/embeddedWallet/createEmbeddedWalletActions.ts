import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import { attachEmbeddedFrame } from './attachEmbeddedFrame.js'
import type { ExportEmbeddedKeyErrorType } from './exportEmbeddedKey.js'

/** `portico.embeddedWallet`: the embedded wallet's frame (docs/embedded-wallet.md). */
export type EmbeddedWalletActions = {
  /** Opens the embedded wallet's key export screen (inside its frame, after re-authentication). */
  exportKey(): Promise<void>
  /**
   * The views the frame is shown in (ApproveTransaction, EmbeddedWalletFrame, the code views):
   * places the frame over their slot element while it asks to be shown (`stores.embeddedFrame`);
   * returns what detaches it.
   */
  attachFrame(parameters: { slot: HTMLElement }): () => void
}

export function createEmbeddedWalletActions(context: PorticoContext): EmbeddedWalletActions {
  const exportKey = lazyFeature(() => import('./exportEmbeddedKey.js'))
  return {
    exportKey: () => exportKey((m) => m.exportEmbeddedKey(context)),
    attachFrame: ({ slot }) => attachEmbeddedFrame(context, slot),
  }
}

/**
 * What each `portico.embeddedWallet` method throws, by method (docs/errors.md): `EmbeddedWalletActionsErrorTypes['exportKey']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type EmbeddedWalletActionsErrorTypes = {
  exportKey: ExportEmbeddedKeyErrorType
  attachFrame: never
}

export type { ExportEmbeddedKeyErrorType } from './exportEmbeddedKey.js'
