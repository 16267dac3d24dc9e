import type { PorticoContext } from '../context.js'
import type { ViewName } from '../state/types.js'
import { isConnected } from './isConnected.js'

export type OpenModalParameters = { view?: ViewName | undefined }

/**
 * Opens the modal (spec §2 opening rules, the parts that apply so far): an explicit view is
 * honoured; if connected, Account; otherwise Connect.
 */
export function openModal(context: PorticoContext, parameters: OpenModalParameters = {}): void {
  const connected = isConnected(context)
  const view: ViewName = parameters.view ?? (connected ? 'Account' : 'Connect')
  context.stores.router.setState({ history: [{ view }] })
  if (context.stores.modal.getState().open) return
  context.stores.modal.setState({ open: true })
  context.events.emit({ type: 'MODAL_OPEN', connected })
}

/** Closes the modal; closing resets the router to Connect (spec §2). */
export function closeModal(context: PorticoContext): void {
  if (!context.stores.modal.getState().open) return
  context.stores.modal.setState({ open: false })
  context.stores.router.setState({ history: [{ view: 'Connect' }] })
  context.stores.connection.setState({ pending: false, error: undefined, connectorId: undefined })
  context.events.emit({ type: 'MODAL_CLOSE', connected: isConnected(context) })
}
