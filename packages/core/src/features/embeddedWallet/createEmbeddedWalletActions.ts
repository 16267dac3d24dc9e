import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import { attachEmbeddedFrame } from './attachEmbeddedFrame.js'

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
