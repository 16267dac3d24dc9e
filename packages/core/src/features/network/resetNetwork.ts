import type { PorticoContext } from '../../context.js'
import type { ChainNamespace } from '../../types/network.js'

/**
 * Network reset on disconnect (spec §4 "account and network are reset"): when `namespace` is the
 * active one, its network state goes back to what a widget with no wallet has — not on an
 * unsupported chain (that flag described the wallet's chain, and the wallet is gone) and not
 * switching. The active network stays: it is the network the user chose (or the default one) and
 * the next wallet connects on it. The namespace's connections, which carry the wallet's network,
 * are cleared by the caller.
 */
export function resetNetwork(context: PorticoContext, namespace: ChainNamespace): void {
  const { activeNamespace } = context.stores.chains.getState()
  if (namespace !== activeNamespace) return
  context.stores.chains.setState({ isUnsupportedChain: false, isSwitchingNetwork: false })
}
