import type { PorticoContext } from '../../context.js'
import type { Network } from '../../types/network.js'
import { adapterForNamespace } from '../connect/adapterForConnector.js'

/**
 * Whether the Networks view offers `network`: the active network always (choosing it goes back);
 * another only when network switching is on and an adapter serves its namespace (a chain adapter,
 * or a multi-namespace one such as WalletConnect). Otherwise it is shown disabled.
 */
export function canSelectNetwork(context: PorticoContext, network: Network): boolean {
  const { activeNetwork } = context.stores.chains.getState()
  if (network.caipNetworkId === activeNetwork.caipNetworkId) return true
  if (!context.options.enableNetworkSwitch) return false
  return adapterForNamespace(context, network.chainNamespace) !== undefined
}
