import { PorticoError, type PorticoErrorParameters } from '@portico/core/errors'

/**
 * An option of the sign-in server or a verifier that cannot work (a session secret under 32
 * bytes, a `uri` that is not http(s), no client for a chain): the message names the option.
 */
export class SiwxConfigurationError extends PorticoError {
  override name = 'SiwxConfigurationError'
  static override readonly docsPath: string = '/errors#siwx-configuration'
  constructor(message: string, parameters: PorticoErrorParameters = {}) {
    super(message, { code: 'SIWX_CONFIGURATION', ...parameters })
  }
}
