import type { PorticoContext } from '../../context.js'
import { closeModal } from '../modal/modal.js'
import { pushView } from '../modal/router.js'
import { connect } from './connect.js'
import { findWalletConnectConnector } from './connectWalletConnect.js'

/** Parameters of `connectFromModal`. */
export type ConnectFromModalParameters = { connectorId: string }

/**
 * Connects from the modal: shows ConnectingExternal (once, also on "Try again"), reports errors
 * there, and closes the modal on success. A WalletConnect connector pairs in its own view
 * (QR code, copy link, deep links).
 */
export function connectFromModal(
  context: PorticoContext,
  { connectorId }: ConnectFromModalParameters,
): Promise<void> {
  if (findWalletConnectConnector(context, connectorId)) {
    pushView(context, { view: 'ConnectingWalletConnect', data: { connectorId } })
    return Promise.resolve()
  }
  const top = context.stores.router.getState().history.at(-1)
  if (top?.view !== 'ConnectingExternal' || top.data?.connectorId !== connectorId)
    pushView(context, { view: 'ConnectingExternal', data: { connectorId } })
  return connect(context, { connectorId }).then(
    () => closeModal(context),
    () => undefined,
  )
}
