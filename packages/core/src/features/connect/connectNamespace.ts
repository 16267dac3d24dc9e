import type { AdapterConnectResult } from '../../adapter/ChainAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/network.js'
import { accountAddressFields } from '../account/accountAddressFields.js'
import { authUserFields } from '../embeddedWallet/authUserFields.js'
import { findNetwork, networkForNamespace } from '../network/findNetwork.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { activateConnection } from './connections.js'
import { setAccount } from './setAccount.js'

/**
 * Makes `namespace` connected with an account the connection already holds there: one
 * WalletConnect session spans namespaces, so connecting in eip155 also connects the session's
 * solana account. The active namespace stays as it is (for the active one, this is a connect).
 */
export function connectNamespace(
  context: PorticoContext,
  {
    namespace,
    connector,
    result,
  }: { namespace: ChainNamespace; connector: Connector; result: AdapterConnectResult },
): void {
  const network =
    findNetwork(context, namespace, result.chainId) ?? networkForNamespace(context, namespace)
  if (!network) return
  if (namespace === context.stores.chains.getState().activeNamespace) {
    applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
    return
  }
  setAccount(context, namespace, {
    status: 'connected',
    ...accountAddressFields({
      network,
      address: result.address,
      accounts: result.accounts ?? [{ address: result.address }],
    }),
    connectorId: connector.id,
    connectedWalletInfo: { name: connector.name, icon: connector.imageUrl },
    ...(result.user ? authUserFields(result.user) : {}),
  })
  activateConnection(context, namespace, {
    connectorId: connector.id,
    accounts: result.accounts ?? [{ address: result.address }],
    caipNetwork: network,
  })
}
