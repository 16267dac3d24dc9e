import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { isPairingUriExpired } from '../../validation/isPairingUriExpired.js'
import { reportError } from '../analytics/reportError.js'
import { closeModal } from '../modal/modal.js'
import { networkForNamespace } from '../network/findNetwork.js'
import { adapterForConnector, connectorNamespace } from './adapterForConnector.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import type { ConnectReturnType } from './connect.js'
import {
  AdapterNotFoundError,
  type ConnectionRejectedError,
  type FailedToConnectError,
  WalletConnectConnectorNotFoundError,
} from './errors.js'
import { toConnectError } from './toPorticoError.js'

export type ConnectWalletConnectParameters = {
  /** The WALLET_CONNECT connector. @default the first one registered */
  connectorId?: string | undefined
}

/** The WALLET_CONNECT connector asked for, else the first one an adapter registered. */
export function findWalletConnectConnector(context: PorticoContext, connectorId?: string) {
  return context.stores.connectors
    .getState()
    .connectors.find(
      (c) => c.type === 'WALLET_CONNECT' && (connectorId === undefined || c.id === connectorId),
    )
}

/**
 * Pairs with a wallet over WalletConnect (spec §4 "Wallet session: connect/pair (URI shown,
 * awaiting approval), connected"): the adapter starts a pairing, whose URI lands in
 * `stores.pairing`; when the URI expires a fresh pairing replaces it (see setPairingUri). The
 * pairing the wallet approves connects the account in the active namespace (and, through the
 * adapter, the session's other namespaces) and closes the modal. A pairing that failed after a
 * newer one replaced it, or after the pairing was cancelled, changes nothing.
 */
export async function connectWalletConnect(
  context: PorticoContext,
  parameters: ConnectWalletConnectParameters = {},
): Promise<ConnectReturnType> {
  const connector = findWalletConnectConnector(context, parameters.connectorId)
  const attempt = context.stores.pairing.getState().attempt + 1
  const fail = (error: PorticoError) => {
    context.stores.pairing.setState({ status: 'error', uri: undefined, error })
    context.stores.connectAttempt.setState({ pending: false, error })
    context.events.emit({
      type: 'CONNECT_ERROR',
      connectorId: connector?.id ?? '',
      message: error.shortMessage,
    })
    reportError(context, { event: 'CONNECT_ERROR', error })
    return error
  }
  context.stores.pairing.setState({
    status: 'creating',
    attempt,
    connectorId: connector?.id,
    uri: undefined,
    createdAt: undefined,
    expiresAt: undefined,
    error: undefined,
  })
  if (!connector) throw fail(new WalletConnectConnectorNotFoundError())
  const namespace = connectorNamespace(context, connector)
  const adapter = adapterForConnector(context, connector)
  const network = networkForNamespace(context, namespace)
  if (!adapter || !network) throw fail(new AdapterNotFoundError({ details: namespace }))
  context.stores.connectAttempt.setState({
    connectorId: connector.id,
    pending: true,
    error: undefined,
  })
  try {
    const result = await adapter.connect({ connector, network })
    // Whichever pairing the wallet approved, the session is real: the account is connected.
    applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
    context.stores.pairing.setState({
      status: 'idle',
      uri: undefined,
      createdAt: undefined,
      expiresAt: undefined,
    })
    context.stores.connectAttempt.setState({ pending: false, error: undefined })
    context.events.emit({
      type: 'CONNECT_SUCCESS',
      connectorId: connector.id,
      address: result.address,
    })
    closeModal(context)
    return result
  } catch (error) {
    const current = context.stores.pairing.getState()
    const stale = current.attempt !== attempt || current.status === 'idle'
    if (stale) throw toConnectError(error)
    throw fail(toConnectError(error))
  }
}

/**
 * Makes sure a pairing is under way for the Connecting views: keeps one that is being created or
 * whose URI has not expired (so a deep link can use the URI shown), else starts a fresh one.
 * Errors are kept in `stores.pairing` for the view.
 */
export function ensureWalletConnectPairing(
  context: PorticoContext,
  parameters: ConnectWalletConnectParameters = {},
): void {
  const state = context.stores.pairing.getState()
  const live =
    state.status === 'creating' ||
    (state.status === 'ready' &&
      state.createdAt !== undefined &&
      !isPairingUriExpired({ createdAt: state.createdAt, now: context.now() }))
  if (
    live &&
    (parameters.connectorId === undefined || parameters.connectorId === state.connectorId)
  )
    return
  void connectWalletConnect(context, parameters).catch(() => undefined)
}

/**
 * Stops showing the pairing (the modal closed): no fresh URI is made any more, and a pairing that
 * fails later changes nothing. A wallet that still approves the last URI connects all the same.
 */
export function cancelWalletConnectPairing(context: PorticoContext): void {
  const state = context.stores.pairing.getState()
  if (state.status === 'idle') return
  context.stores.pairing.setState({
    status: 'idle',
    attempt: state.attempt + 1,
    uri: undefined,
    createdAt: undefined,
    expiresAt: undefined,
    error: undefined,
  })
  const attempt = context.stores.connectAttempt.getState()
  if (attempt.connectorId === state.connectorId)
    context.stores.connectAttempt.setState({ pending: false })
}

/** the `connectWalletConnect` action. */
export type ConnectWalletConnectErrorType =
  | AdapterNotFoundError
  | WalletConnectConnectorNotFoundError
  | ConnectionRejectedError
  | FailedToConnectError
