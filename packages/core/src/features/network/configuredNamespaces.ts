import type { PorticoContext } from '../../context.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../types/network.js'

/**
 * The namespaces the dApp configured (spec §5 "Chain must belong to a configured namespace"):
 * those with a network in the widget's networks (the `networks` option, less networks removed at
 * run time). A wallet of the namespace also needs its adapter ('Adapter not found' otherwise).
 */
export function configuredNamespaces(context: PorticoContext): ChainNamespace[] {
  const { networks } = context.stores.chains.getState()
  return CHAIN_NAMESPACES.filter((namespace) =>
    networks.some((n) => n.chainNamespace === namespace),
  )
}
