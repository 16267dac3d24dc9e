import type { PorticoContext } from '../../context.js'
import type { RouterEntry } from '../../state/types.js'
import { isConnected } from '../connect/getAccount.js'

/** Pushes a view onto the modal's history. */
export function pushView(context: PorticoContext, entry: RouterEntry): void {
  context.stores.router.setState((s) => ({ history: [...s.history, entry] }))
}

/** Replaces the current view. */
export function replaceView(context: PorticoContext, entry: RouterEntry): void {
  context.stores.router.setState((s) => ({ history: [...s.history.slice(0, -1), entry] }))
}

/**
 * Shows a view that a flow may reach again from itself (a resent email code, a retried social
 * login): replaces the current view when it is the same one, else pushes, so Back never lands on
 * a stale copy of the view it leaves.
 */
export function showView(context: PorticoContext, entry: RouterEntry): void {
  const current = context.stores.router.getState().history.at(-1)
  if (current?.view === entry.view) replaceView(context, entry)
  else pushView(context, entry)
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
