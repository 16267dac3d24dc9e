import type { PorticoContext } from '../../context.js'
import { getAuthAdapter } from './getAuthAdapter.js'

/**
 * Places the embedded wallet's frame over `slot` while it asks to be shown: the ApproveTransaction
 * and EmbeddedWalletFrame views call this with their slot element on mount and call the returned
 * function on unmount. The iframe itself never moves in the DOM (that would reload it); it is
 * positioned over the slot, which must have the size the frame should take.
 */
export function attachEmbeddedFrame(context: PorticoContext, slot: HTMLElement): () => void {
  return getAuthAdapter(context).adapter.attachFrame(slot)
}
