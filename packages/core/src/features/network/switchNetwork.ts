import type { PorticoContext } from '../../context.js'
import type { ChainNotSupportedError } from '../../errors/network.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { WalletErrorType } from '../../errors/toRpcError.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { Network } from '../../types/network.js'
import { accountAddressFields } from '../account/accountAddressFields.js'
import { syncBalance } from '../account/syncBalance.js'
import { actingAdapterFor } from '../connect/adapterForConnector.js'
import { getAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import { showAlert } from '../modal/showAlert.js'
import {
  type RequireConfiguredNamespaceErrorType,
  requireConfiguredNamespace,
} from './requireConfiguredNamespace.js'

/**
 * Switches to `network`: asks the connected wallet of its namespace to move (when the adapter can),
 * then makes it the active network. Switching namespace raises the is-switching flag meanwhile.
 * Throws 'Namespace … is not configured' for a network of a namespace the dApp did not configure
 * (spec §5), 'Network not found' — with the 'Network Not Found' alert (spec §8) — for a network
 * it did not configure; the wallet's refusal
 * propagates (the SwitchNetwork view then goes back, spec §2).
 */
export async function switchNetwork(
  context: PorticoContext,
  { network }: { network: Network },
): Promise<void> {
  const { activeNetwork, networks, activeNamespace, isUnsupportedChain } =
    context.stores.chains.getState()
  requireConfiguredNamespace(context, network.chainNamespace)
  const target = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!target) {
    // spec §8 alert 'Network Not Found': the dApp asked for a network it did not configure.
    showAlert(context, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError({ details: network.caipNetworkId })
  }
  // On an unsupported chain the active network is only a stand-in: the wallet must still move.
  if (target.caipNetworkId === activeNetwork.caipNetworkId && !isUnsupportedChain) return
  const namespace = target.chainNamespace
  const switchingNamespace = namespace !== activeNamespace
  if (switchingNamespace) context.stores.chains.setState({ isSwitchingNamespace: true })
  context.stores.chains.setState({ isSwitchingNetwork: true })
  try {
    const account = getAccount(context, namespace)
    const connector = context.stores.connectors
      .getState()
      .connectors.find((c) => c.id === account.connectorId)
    const adapter = connector
      ? actingAdapterFor(context, connector, namespace)
      : context.adapters.get(namespace)
    if (account.status === 'connected' && adapter?.switchNetwork && connector)
      await adapter.switchNetwork({ connector, network: target })
    context.stores.chains.setState({
      activeNamespace: namespace,
      activeNetwork: target,
      isUnsupportedChain: false,
    })
    context.storage.setItem(STORAGE_KEYS.activeNamespace, namespace)
    if (account.address)
      setAccount(context, namespace, {
        ...accountAddressFields({ network: target, address: account.address }),
        balance: undefined,
        balanceSymbol: undefined,
      })
    void syncBalance(context)
  } finally {
    if (switchingNamespace) context.stores.chains.setState({ isSwitchingNamespace: false })
    context.stores.chains.setState({ isSwitchingNetwork: false })
  }
}

/** the `switchNetwork` action: an unknown network or namespace, or the wallet's refusal (4001 …). */
export type SwitchNetworkErrorType =
  | NetworkNotFoundError
  | RequireConfiguredNamespaceErrorType
  | ChainNotSupportedError
  | WalletErrorType
