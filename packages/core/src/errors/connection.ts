import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

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

/** The social login popup was closed before it reported a result (spec §4 "Social login"). */
export class PopupClosedError extends PorticoError {
  override name = 'PopupClosedError'
  static override readonly docsPath: string = '/errors#popup-closed'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Popup closed', parameters)
  }
}

/** The Farcaster sign-in could not be completed. */
export class FarcasterConnectionError extends PorticoError {
  override name = 'FarcasterConnectionError'
  static override readonly docsPath: string = '/errors#farcaster-connection'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}

/** The social login could not be started (no URI from the embedded wallet, popup blocked). */
export class SocialConnectionInitError extends PorticoError {
  override name = 'SocialConnectionInitError'
  static override readonly docsPath: string = '/errors#social-connection-init'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}

/** An email or social action was asked for, but no auth (embedded wallet) connector exists. */
export class AuthConnectorNotFoundError extends PorticoError {
  override name = 'AuthConnectorNotFoundError'
  static override readonly docsPath: string = '/errors#auth-connector-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('No auth connector found', parameters)
  }
}

/** An email or social only action (update email, account type) without such a connection. */
export class NotConnectedToEmailOrSocialError extends PorticoError {
  override name = 'NotConnectedToEmailOrSocialError'
  static override readonly docsPath: string = '/errors#not-connected-to-email-or-social'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Not connected to email or social', parameters)
  }
}

function messageOf(cause: unknown): string {
  if (cause instanceof PorticoError) return cause.shortMessage
  if (cause instanceof Error) return cause.message
  return String(cause)
}

/**
 * Disconnecting every namespace failed for at least one of them:
 * 'Failed to disconnect chains: {message}', the message being the cause's.
 *
 * @deprecated Portico raises it nowhere (no flow needs it); it stays only for spec §8's catalogue
 * and goes in the next breaking release. docs/errors.md says what to use instead.
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

/** An action needs the account's address or the auth connector, and one is missing. */
export class AddressOrAuthConnectorNotFoundError extends PorticoError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  static override readonly docsPath: string = '/errors#address-or-auth-connector-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}
