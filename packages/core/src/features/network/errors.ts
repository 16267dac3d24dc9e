import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** `portico.network.remove()` was asked to remove the widget's only network. */
export class LastNetworkRemovalError extends PorticoError {
  override name = 'LastNetworkRemovalError'
  static override readonly docsPath: string = '/errors#last-network-removal'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('The last network cannot be removed', parameters)
  }
}
