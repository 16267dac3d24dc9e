import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

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

/** An action needs the account's address or the auth connector, and one is missing. */
export class AddressOrAuthConnectorNotFoundError extends PorticoError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  static override readonly docsPath: string = '/errors#address-or-auth-connector-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

/** The embedded wallet's email login code could not be imported. */
export class EmailLoginDependencyError extends PorticoError {
  override name = 'EmailLoginDependencyError'
  static override readonly docsPath: string = '/errors#email-login-dependency'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}
