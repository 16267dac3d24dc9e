import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

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
