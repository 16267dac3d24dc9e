import { PorticoError, type PorticoErrorParameters } from '@portico/core'

/**
 * The WalletConnect session does not include the network (the wallet did not approve its chain
 * when pairing): the request is refused before the wallet is asked. Connect again and approve it.
 */
export class NetworkNotApprovedError extends PorticoError {
  override name = 'NetworkNotApprovedError'
  static override readonly docsPath: string = '/errors#network-not-approved'
  readonly caipNetworkId: string
  constructor(caipNetworkId: string, parameters: PorticoErrorParameters = {}) {
    super(`The wallet did not approve ${caipNetworkId}`, {
      code: 'NETWORK_NOT_APPROVED',
      ...parameters,
    })
    this.caipNetworkId = caipNetworkId
  }
}
