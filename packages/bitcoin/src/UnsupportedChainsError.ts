import { PorticoError, type PorticoErrorParameters } from '@portico/core'

/**
 * A Bitcoin connector that lists none of the networks the dApp configured: a connector must
 * support a requested chain (docs/errors.md#unsupported-chains).
 */
export class UnsupportedChainsError extends PorticoError {
  override name = 'UnsupportedChainsError'
  static override readonly docsPath: string = '/errors#unsupported-chains'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The connector does not support any of the requested chains', parameters)
  }
}
