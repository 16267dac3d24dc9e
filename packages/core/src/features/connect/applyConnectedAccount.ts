import type { AdapterConnectResult } from '../../adapter/ChainAdapter.js'
import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { Connector } from '../../types/connector.js'
import type { Network } from '../../types/network.js'
import { accountAddressFields } from '../account/accountAddressFields.js'
import { syncBalance } from '../account/syncBalance.js'
import { syncIdentity } from '../account/syncIdentity.js'
import { authUserFields } from '../embeddedWallet/authUserFields.js'
import { findNetwork } from '../network/findNetwork.js'
import { completeLoginSignIn } from '../siwx/completeLoginSignIn.js'
import { activateConnection } from './connections.js'
import { getAccount } from './getAccount.js'
import { setAccount } from './setAccount.js'

/**
 * Makes what a wallet answered the state of its namespace: the active network (or the unsupported
 * flag), the account, the active connection, the remembered connector, then the balance.
 */
export function applyConnectedAccount(
  context: PorticoContext,
  {
    connector,
    result,
    fallbackNetwork,
  }: { connector: Connector; result: AdapterConnectResult; fallbackNetwork: Network },
): void {
  // The connector may serve several namespaces (WalletConnect): the network says which one.
  const namespace = fallbackNetwork.chainNamespace
  const network = findNetwork(context, namespace, result.chainId)
  const activeNetwork = network ?? fallbackNetwork
  context.stores.chains.setState({
    activeNamespace: namespace,
    activeNetwork,
    isUnsupportedChain: !network,
  })
  const previous = getAccount(context, namespace)
  const defaultType =
    context.options.defaultAccountTypes[
      namespace as keyof typeof context.options.defaultAccountTypes
    ]
  // Bitcoin's payment and ordinal accounts are addresses of their own, not an account type.
  const accountType =
    defaultType === 'eoa' || defaultType === 'smartAccount' ? defaultType : undefined
  // An email or social login that signed the sign-in message signs in without a second prompt.
  if (result.user) completeLoginSignIn(context, { network: activeNetwork, user: result.user })
  setAccount(context, namespace, {
    status: 'connected',
    ...accountAddressFields({
      network: activeNetwork,
      address: result.address,
      accounts: result.accounts ?? [{ address: result.address }],
    }),
    connectorId: connector.id,
    connectedWalletInfo: {
      name: connector.name,
      icon: connector.imageUrl,
      rdns: connector.info?.rdns,
    },
    preferredAccountType: previous.preferredAccountType ?? accountType,
    // The embedded wallet's user (AUTH connector) fills the user fields of spec §3.
    ...(result.user ? authUserFields(result.user) : {}),
  })
  activateConnection(context, namespace, {
    connectorId: connector.id,
    accounts: result.accounts ?? [{ address: result.address }],
    caipNetwork: activeNetwork,
  })
  context.storage.setItem(STORAGE_KEYS.connectorId, connector.id)
  context.storage.setItem(STORAGE_KEYS.activeNamespace, namespace)
  void syncBalance(context, { force: true })
  void syncIdentity(context)
}
