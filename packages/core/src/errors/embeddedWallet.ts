import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** The embedded wallet's email login code could not be imported. */
export class EmailLoginDependencyError extends PorticoError {
  override name = 'EmailLoginDependencyError'
  static override readonly docsPath: string = '/errors#email-login-dependency'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}
