import type { PorticoContext } from '../../context.js'
import type { ChainNamespace, Network } from '../../types/network.js'
import { getAccount } from '../connect/getAccount.js'
import { pushView } from '../modal/router.js'

/** Namespaces the embedded (auth) wallet serves (spec §9: EVM chains and Solana clusters). */
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export type RequestNetworkSwitchParameters = {
  network: Network
  /** Skip the confirmation step: go to SwitchNetwork, which switches at once. @default false */
  ignoreSwitchConfirmation?: boolean | undefined
}

/**
 * Network switch rules (spec §2), as a decision in order:
 * 1. connected with the auth connector (to a namespace it serves), or confirmation skipped →
 *    SwitchNetwork;
 * 2. an address exists on the current namespace but not on the target one → SwitchActiveChain
 *    (switchToChain, navigateTo Connect, navigateWithReplace, network);
 * 3. otherwise SwitchNetwork.
 * The spec's "confirmation is not ignored" names the flag of rule 1; read with rule 2 after it, the
 * only consistent order is this one. Returns the view pushed, or null for the current network.
 */
export function requestNetworkSwitch(
  context: PorticoContext,
  { network, ignoreSwitchConfirmation = false }: RequestNetworkSwitchParameters,
): 'SwitchNetwork' | 'SwitchActiveChain' | null {
  const { activeNetwork, activeNamespace, isUnsupportedChain } = context.stores.chains.getState()
  if (network.caipNetworkId === activeNetwork.caipNetworkId && !isUnsupportedChain) return null
  const current = getAccount(context, activeNamespace)
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === current.connectorId)
  const withAuth =
    connector?.type === 'AUTH' && AUTH_CONNECTOR_NAMESPACES.includes(network.chainNamespace)
  const differentNamespace = network.chainNamespace !== activeNamespace
  const targetHasAddress = Boolean(getAccount(context, network.chainNamespace).address)
  if (
    !ignoreSwitchConfirmation &&
    !withAuth &&
    current.address &&
    differentNamespace &&
    !targetHasAddress
  ) {
    pushView(context, {
      view: 'SwitchActiveChain',
      data: {
        switchToChain: network.chainNamespace,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network,
      },
    })
    return 'SwitchActiveChain'
  }
  pushView(context, { view: 'SwitchNetwork', data: { network } })
  return 'SwitchNetwork'
}
