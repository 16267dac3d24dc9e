import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** The sign-in message could not be signed (refused, or the wallet failed). */
export class SignMessageError extends PorticoError {
  override name = 'SignMessageError'
  static override readonly docsPath: string = '/errors#sign-message'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Error signing message', parameters)
  }
}

/**
 * Sign-in could not be started (no nonce, no message). The wording is the spec's, kept as is so
 * the text matches what users of the widget know.
 */
export class AuthInitializationError extends PorticoError {
  override name = 'AuthInitializationError'
  static override readonly docsPath: string = '/errors#auth-initialization'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

/** A sign-in action was called but no SIWX configuration was given. */
export class SiwxNotEnabledError extends PorticoError {
  override name = 'SiwxNotEnabledError'
  static override readonly docsPath: string = '/errors#siwx-not-enabled'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

/** The SIWX configuration produced a sign-in message without its text (`serializedMessage`). */
export class SiwxMessageTextMissingError extends PorticoError {
  override name = 'SiwxMessageTextMissingError'
  static override readonly docsPath: string = '/errors#siwx-message-text-missing'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The sign-in message has no text (serializedMessage) to sign', parameters)
  }
}

/** The active connection's connector (or its adapter) cannot sign messages. */
export class SignMessageNotSupportedError extends PorticoError {
  override name = 'SignMessageNotSupportedError'
  static override readonly docsPath: string = '/errors#sign-message-not-supported'
  readonly connectorId: string | undefined
  constructor(connectorId: string | undefined, parameters: PorticoErrorParameters = {}) {
    super(`The connector '${connectorId}' cannot sign messages`, parameters)
    this.connectorId = connectorId
  }
}
