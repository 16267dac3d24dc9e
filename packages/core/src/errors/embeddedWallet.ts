import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** The embedded wallet's email login code could not be imported. */
export class EmailLoginDependencyError extends PorticoError {
  override name = 'EmailLoginDependencyError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/**
 * Email or social login asked for while no embedded-wallet site is configured (`embeddedWalletUrl`
 * of createPortico). The message is ours: spec §8 names none for a missing configuration.
 */
export class EmbeddedWalletNotConfiguredError extends PorticoError {
  override name = 'EmbeddedWalletNotConfiguredError'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Embedded wallet not configured', {
      details:
        'Email and social login run in the embedded-wallet site (services/secure). Pass its URL as `embeddedWalletUrl` to createPortico().',
      code: 'EMBEDDED_WALLET_NOT_CONFIGURED',
      ...parameters,
    })
  }
}
