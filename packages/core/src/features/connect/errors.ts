import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** The user declined the connection in their wallet (EIP-1193 code 4001). */
export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
  static override readonly docsPath: string = '/errors#connection-rejected'
  static readonly code = 4001
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Connection rejected', { code: ConnectionRejectedError.code, ...parameters })
  }
}

/** The wallet failed to connect for a reason other than the user's refusal. */
export class FailedToConnectError extends PorticoError {
  override name = 'FailedToConnectError'
  static override readonly docsPath: string = '/errors#failed-to-connect'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

/** The modal was closed while a connection was pending. */
export class ModalClosedError extends PorticoError {
  override name = 'ModalClosedError'
  static override readonly docsPath: string = '/errors#modal-closed'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}

/** Disconnecting failed. */
export class FailedToDisconnectError extends PorticoError {
  override name = 'FailedToDisconnectError'
  static override readonly docsPath: string = '/errors#failed-to-disconnect'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** No adapter is registered for the namespace asked for. */
export class AdapterNotFoundError extends PorticoError {
  override name = 'AdapterNotFoundError'
  static override readonly docsPath: string = '/errors#adapter-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Adapter not found', parameters)
  }
}

/** No connector with the given id has been discovered. */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  static override readonly docsPath: string = '/errors#connector-not-found'
  constructor(connectorId: string, parameters: PorticoErrorParameters = {}) {
    super('Failed to connect', { details: `Connector '${connectorId}' not found`, ...parameters })
  }
}

function messageOf(cause: unknown): string {
  if (cause instanceof PorticoError) return cause.shortMessage
  if (cause instanceof Error) return cause.message
  return String(cause)
}

/**
 * Disconnecting every namespace (`disconnect({ namespace: 'all' })`) failed for at least one of
 * them: 'Failed to disconnect chains: {message}', the message being the first failure's (spec §8).
 * Every namespace is forgotten anyway.
 */
export class FailedToDisconnectChainsError extends PorticoError {
  override name = 'FailedToDisconnectChainsError'
  static override readonly docsPath: string = '/errors#failed-to-disconnect-chains'
  constructor(parameters: PorticoErrorParameters = {}) {
    super(`Failed to disconnect chains: ${messageOf(parameters.cause)}`, parameters)
  }
}

/** A connection status other than connected, active or disconnected (spec §4). */
export class InvalidConnectionStatusError extends PorticoError {
  override name = 'InvalidConnectionStatusError'
  static override readonly docsPath: string = '/errors#invalid-connection-status'
  readonly status: unknown
  constructor(status: unknown, parameters: PorticoErrorParameters = {}) {
    super('Invalid connection status', { details: `Status: ${String(status)}`, ...parameters })
    this.status = status
  }
}

/** An action needs the active account's CAIP-10 address, and there is none. */
export class NoActiveCaipAddressError extends PorticoError {
  override name = 'NoActiveCaipAddressError'
  static override readonly docsPath: string = '/errors#no-active-caip-address'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** A relay provider's request() was called before connect(). */
export class ConnectBeforeRequestError extends PorticoError {
  override name = 'ConnectBeforeRequestError'
  static override readonly docsPath: string = '/errors#connect-before-request'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Please call connect() before request()', parameters)
  }
}

/** The relay's sign client was used before it was initialised. */
export class SignClientNotInitializedError extends PorticoError {
  override name = 'SignClientNotInitializedError'
  static override readonly docsPath: string = '/errors#sign-client-not-initialized'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Sign Client not initialized', parameters)
  }
}

/** A relay (WalletConnect) action was called but no such connector exists. */
export class WalletConnectConnectorNotFoundError extends PorticoError {
  override name = 'WalletConnectConnectorNotFoundError'
  static override readonly docsPath: string = '/errors#wallet-connect-connector-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('WalletConnectConnector not found', parameters)
  }
}
