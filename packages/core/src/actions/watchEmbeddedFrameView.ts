import { isAuthAdapter } from '../adapter/AuthAdapter.js'
import type { PorticoContext } from '../context.js'

/**
 * The visitor leaves the view the embedded wallet's frame is shown in (Back from
 * ApproveTransaction or EmbeddedWalletFrame) while the frame still asks to be shown: as when the
 * modal closes, the frame is hidden and its open requests are aborted, so an approval pending
 * there is refused rather than left waiting behind another view. The frame moving itself to its
 * other view, or hiding itself (FrameHide), changes the store first and is not a leave. Returns
 * what stops watching.
 */
export function watchEmbeddedFrameView(context: PorticoContext): () => void {
  const { stores } = context
  const adapters = context.multiNamespaceAdapters.filter(isAuthAdapter)
  if (adapters.length === 0) return () => {}
  return stores.router.subscribe((state, previous) => {
    const frame = stores.embeddedFrame.getState()
    const left = previous.history.at(-1)?.view
    if (!frame.visible || !frame.view || left !== frame.view) return
    if (state.history.at(-1)?.view === frame.view || !stores.modal.getState().open) return
    stores.embeddedFrame.setState({ visible: false, view: undefined })
    for (const adapter of adapters) adapter.abort()
  })
}
