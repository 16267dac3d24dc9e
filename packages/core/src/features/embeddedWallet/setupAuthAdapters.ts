import { isAuthAdapter } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'

/**
 * Wires every embedded-wallet adapter to the instance: the theme goes to the frame now and on each
 * change (SyncTheme), and closing the modal while the frame is shown (an approval, a recovery or
 * export screen, a code step) or a step waits for it (waitForFrameStep) hides it and aborts the
 * frame's open requests. Returns what stops it.
 */
export function setupAuthAdapters(context: PorticoContext): () => void {
  const { stores } = context
  const stops = context.multiNamespaceAdapters.filter(isAuthAdapter).flatMap((adapter) => {
    const syncTheme = () => {
      const { themeMode, themeVariables } = stores.theme.getState()
      // Until the frame exists the adapter only keeps the theme; a failure changes nothing here.
      adapter.syncTheme({ themeMode, themeVariables }).catch(() => {})
    }
    syncTheme()
    return [
      stores.theme.subscribe(syncTheme),
      stores.modal.subscribe((state, previous) => {
        if (!previous.open || state.open) return
        if (!stores.embeddedFrame.getState().visible && context.frameSteps.size === 0) return
        stores.embeddedFrame.setState({ visible: false, view: undefined })
        adapter.abort()
      }),
    ]
  })
  return () => {
    for (const stop of stops) stop()
  }
}
