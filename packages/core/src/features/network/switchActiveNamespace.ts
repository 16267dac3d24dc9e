import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/network.js'
import { getAccount } from '../connect/getAccount.js'
import { requireConfiguredNamespace } from './requireConfiguredNamespace.js'

/**
 * Makes `namespace` the active one, on the network its account is on or else its first network.
 * The is-switching flag is up while it happens (spec §4 "Switching namespace sets an is-switching
 * flag"); it comes down once the state is consistent. A namespace the dApp did not configure is
 * 'Namespace … is not configured' (spec §5).
 */
export function switchActiveNamespace(context: PorticoContext, namespace: ChainNamespace): void {
  requireConfiguredNamespace(context, namespace)
  const { networks } = context.stores.chains.getState()
  const account = getAccount(context, namespace)
  const accountChainId = account.caipAddress?.split(':')[1]
  const network =
    networks.find((n) => n.chainNamespace === namespace && String(n.id) === accountChainId) ??
    networks.find((n) => n.chainNamespace === namespace)
  if (!network) return
  context.stores.chains.setState({ isSwitchingNamespace: true })
  context.stores.chains.setState({
    activeNamespace: namespace,
    activeNetwork: network,
    isUnsupportedChain: false,
  })
  context.storage.setItem(STORAGE_KEYS.activeNamespace, namespace)
  context.stores.chains.setState({ isSwitchingNamespace: false })
}
