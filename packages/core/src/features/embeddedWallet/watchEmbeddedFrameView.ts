import { isAuthAdapter } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { RouterEntry } from '../../state/types.js'

/**
 * The visitor leaves the view the embedded wallet's frame is shown in (Back from
 * ApproveTransaction, EmbeddedWalletFrame or a code view) while the frame still asks to be shown,
 * or goes Back past the views of a step still waiting on the frame's screen (waitForFrameStep,
 * e.g. before the frame showed its code screen): as when the modal closes, the frame is hidden and
 * its open requests are aborted, so an approval or a code pending there is refused rather than left
 * waiting behind another view. The frame moving itself to another view, hiding itself
 * (FrameHide), or a step's view staying under another (the recovery screen over the code view) is
 * not a leave. Returns what stops watching.
 */
export function watchEmbeddedFrameView(context: PorticoContext): () => void {
  const { stores } = context
  const adapters = context.multiNamespaceAdapters.filter(isAuthAdapter)
  if (adapters.length === 0) return () => {}
  const shows = (history: readonly RouterEntry[], views: readonly string[]) =>
    history.some((entry) => views.includes(entry.view))
  return stores.router.subscribe((state, previous) => {
    if (!stores.modal.getState().open) return
    const frame = stores.embeddedFrame.getState()
    const top = state.history.at(-1)?.view
    const leftFrame =
      frame.visible &&
      frame.view !== undefined &&
      previous.history.at(-1)?.view === frame.view &&
      top !== frame.view
    const leftStep = [...context.frameSteps].some(
      (step) => shows(previous.history, step.views) && !shows(state.history, step.views),
    )
    if (!leftFrame && !leftStep) return
    stores.embeddedFrame.setState({ visible: false, view: undefined })
    for (const adapter of adapters) adapter.abort()
  })
}
