import { isAuthAdapter } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { RouterEntry } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'
import { isConnected } from '../connect/getAccount.js'
import { switchActiveNamespace } from '../network/switchActiveNamespace.js'

/**
 * Where the modal opens: a view with the parameters that view takes
 * (`{ view: 'SwitchNetwork', data: { network } }`), or, without `view`, the one the opening rules
 * give (docs/core-state-and-router.md#which-view-opens-spec-2-in-order).
 */
export type OpenModalParameters = {
  /** Open for this namespace: the widget switches to it first (spec §2 rule 1). */
  namespace?: ChainNamespace | undefined
} & (RouterEntry | { view?: undefined; data?: undefined })

/**
 * The entry the modal opens on (spec §2 "Opening rules, in order"):
 * 2. wallet-connect is manual or there are no adapters, and the user is not connected → AllWallets
 *    on mobile, ConnectingWalletConnectBasic on desktop;
 * 3. an explicit view is honoured, with its parameters;
 * 4. connected → Account;
 * 5. otherwise Connect.
 * (Rule 1, switching namespace first, is done by openModal before asking.)
 */
export function initialEntry(
  context: PorticoContext,
  requested: RouterEntry | undefined,
): RouterEntry {
  const connected = isConnected(context)
  // An embedded-wallet adapter counts as an adapter here: its email and social logins are on Connect.
  const noAdapters =
    context.adapters.size === 0 && !context.multiNamespaceAdapters.some(isAuthAdapter)
  if ((context.options.manualWCControl || noAdapters) && !connected)
    return { view: context.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  if (requested) return requested
  return { view: connected ? 'Account' : 'Connect' }
}

/** Opens the modal on the view the spec's opening rules give. */
export function openModal(context: PorticoContext, parameters: OpenModalParameters = {}): void {
  const { namespace, ...requested } = parameters
  if (namespace && namespace !== context.stores.chains.getState().activeNamespace)
    switchActiveNamespace(context, namespace)
  const entry = initialEntry(context, requested.view === undefined ? undefined : requested)
  context.stores.router.setState({ history: [entry] })
  if (context.stores.modal.getState().open) return
  context.stores.modal.setState({ open: true })
  context.events.emit({ type: 'MODAL_OPEN', connected: isConnected(context) })
}

/** Closes the modal; closing resets the router to Connect (spec §2). */
export function closeModal(context: PorticoContext): void {
  if (!context.stores.modal.getState().open) return
  context.stores.modal.setState({ open: false, shake: false })
  context.stores.router.setState({ history: [{ view: 'Connect' }] })
  context.stores.connectAttempt.setState({
    pending: false,
    error: undefined,
    connectorId: undefined,
  })
  context.events.emit({ type: 'MODAL_CLOSE', connected: isConnected(context) })
}
