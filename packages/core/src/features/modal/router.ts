import type { PorticoContext } from '../../context.js'
import type { RouterEntry, ViewName } from '../../state/types.js'
import { isConnected } from '../connect/getAccount.js'

/**
 * Pushes a view onto the modal's history, with the parameters that view takes:
 * `pushView(context, { view: 'ConnectingExternal', data: { connectorId } })`.
 */
export function pushView<V extends ViewName>(context: PorticoContext, entry: RouterEntry<V>): void {
  context.stores.router.setState((s) => ({ history: [...s.history, anyEntry(entry)] }))
}

/** Replaces the current view (with the parameters the new one takes). */
export function replaceView<V extends ViewName>(
  context: PorticoContext,
  entry: RouterEntry<V>,
): void {
  context.stores.router.setState((s) => ({
    history: [...s.history.slice(0, -1), anyEntry(entry)],
  }))
}

/**
 * Shows a view that a flow may reach again from itself (a resent email code, a retried social
 * login): replaces the current view when it is the same one, else pushes, so Back never lands on
 * a stale copy of the view it leaves.
 */
export function showView<V extends ViewName>(context: PorticoContext, entry: RouterEntry<V>): void {
  const current = context.stores.router.getState().history.at(-1)
  if (current?.view === entry.view) replaceView(context, entry)
  else pushView(context, entry)
}

/** An entry of view `V` is an entry of the history (which TypeScript does not see for a generic `V`). */
function anyEntry<V extends ViewName>(entry: RouterEntry<V>): RouterEntry {
  return entry as RouterEntry
}

/**
 * Back (spec §2): goes to the previous view; closes the modal when history has one entry; shows
 * Account instead of Connect when already connected. Returns false when the modal should close.
 */
export function goBack(context: PorticoContext): boolean {
  const { history } = context.stores.router.getState()
  if (history.length <= 1) return false
  const previous = history.slice(0, -1)
  const last = previous[previous.length - 1]
  if (last?.view === 'Connect' && isConnected(context))
    context.stores.router.setState({ history: [...previous.slice(0, -1), { view: 'Account' }] })
  else context.stores.router.setState({ history: previous })
  return true
}
