import { PorticoError, type PorticoErrorParameters } from '@portico/core'

/**
 * A Bitcoin connector that lists none of the networks the dApp configured (spec §5 "Bitcoin
 * connectors must support the requested chain").
 */
export class UnsupportedChainsError extends PorticoError {
  override name = 'UnsupportedChainsError'
  static override readonly docsPath: string = '/errors#unsupported-chains'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The connector does not support any of the requested chains', parameters)
  }
}
