import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** The user declined the connection in their wallet (EIP-1193 code 4001). */
export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError'
  static readonly code = 4001
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Connection rejected', { code: ConnectionRejectedError.code, ...parameters })
  }
}

/** The wallet failed to connect for a reason other than the user's refusal. */
export class FailedToConnectError extends PorticoError {
  override name = 'FailedToConnectError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

/** The modal was closed while a connection was pending. */
export class ModalClosedError extends PorticoError {
  override name = 'ModalClosedError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}

/** Disconnecting failed. */
export class FailedToDisconnectError extends PorticoError {
  override name = 'FailedToDisconnectError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** No adapter is registered for the namespace asked for. */
export class AdapterNotFoundError extends PorticoError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Adapter not found', parameters)
  }
}

/** No connector with the given id has been discovered. */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string, parameters: PorticoErrorParameters = {}) {
    super('Failed to connect', { details: `Connector '${connectorId}' not found`, ...parameters })
  }
}
