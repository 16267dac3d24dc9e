import type { PorticoContext } from '../../context.js'
import type { CaipNetworkId } from '../../types/network.js'
import { LastNetworkRemovalError } from './errors.js'
import type { SwitchNetworkErrorType } from './switchNetwork.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Removes a network at run time. Removing the active network switches to the first remaining
 * network of that namespace (spec §4). The last network of the widget cannot be removed.
 */
export async function removeNetwork(
  context: PorticoContext,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
): Promise<void> {
  const { networks, activeNetwork } = context.stores.chains.getState()
  const removed = networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!removed) return
  const remaining = networks.filter((n) => n.caipNetworkId !== caipNetworkId)
  if (remaining.length === 0) throw new LastNetworkRemovalError()
  if (activeNetwork.caipNetworkId === caipNetworkId) {
    const next = remaining.find((n) => n.chainNamespace === removed.chainNamespace) ?? remaining[0]
    if (next) {
      context.stores.chains.setState({ networks: [...remaining, removed] })
      await switchNetwork(context, { network: next })
    }
  }
  context.stores.chains.setState({ networks: remaining })
}

/** `portico.network.remove()`: the last network, or the switch away from the removed active one. */
export type RemoveNetworkErrorType = LastNetworkRemovalError | SwitchNetworkErrorType
