import type { PorticoContext } from '../../context.js'
import type { ChainNamespace, Network } from '../../types/network.js'

/** The configured network of `namespace` with chain id `chainId`, if any. */
export function findNetwork(
  context: PorticoContext,
  namespace: ChainNamespace,
  chainId: number | string,
): Network | undefined {
  return context.stores.chains
    .getState()
    .networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))
}

/** The network to connect a wallet of `namespace` on: the active one if it matches, else the first. */
export function networkForNamespace(
  context: PorticoContext,
  namespace: ChainNamespace,
): Network | undefined {
  const { activeNetwork, networks } = context.stores.chains.getState()
  if (activeNetwork.chainNamespace === namespace) return activeNetwork
  return networks.find((n) => n.chainNamespace === namespace)
}
