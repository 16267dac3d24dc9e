import type { PorticoContext } from '../context.js'
import { accountAddressFields } from '../features/account/accountAddressFields.js'
import { multiNamespaceAdapterFor } from '../features/connect/adapterForConnector.js'
import { setAccount } from '../features/connect/setAccount.js'
import { findNetwork } from '../features/network/findNetwork.js'
import type { AccountState } from '../state/types.js'
import type { ChainNamespace } from '../types/network.js'
import type { PorticoInitialState } from './PorticoInitialState.js'

/** The account an initial state put in the store, to know later whether a wallet confirmed it. */
export type RestoredAccount = { namespace: ChainNamespace; account: AccountState }

/**
 * Puts an initial state in a new instance's stores before its first render: the account connected
 * on its network, which becomes the active one. Ignored (noted in the debug log) when its network
 * or namespace is not configured here, or when reconnect is off — the first render then shows
 * what an instance without one shows. The state's fields were checked where it was read
 * (cookieToInitialState); only what a wrong shape could break is checked again here. Touches no
 * browser API: it runs on the server too.
 */
export function applyInitialState(
  context: PorticoContext,
  initialState: PorticoInitialState | undefined,
): RestoredAccount | undefined {
  const account = initialState?.account
  if (!account) return undefined
  const { namespace, chainId, address, connectorId } = account
  const network = findNetwork(context, namespace, chainId)
  if (
    !network ||
    typeof address !== 'string' ||
    !context.options.enableReconnect ||
    !(context.adapters.has(namespace) || multiNamespaceAdapterFor(context, namespace))
  ) {
    context.log.info('initialState ignored', { network: `${namespace}:${chainId}` })
    return undefined
  }
  context.stores.chains.setState({
    activeNamespace: namespace,
    activeNetwork: network,
    isUnsupportedChain: false,
  })
  setAccount(context, namespace, {
    status: 'connected',
    ...accountAddressFields({ network, address }),
    connectorId,
  })
  const restored = context.stores.chains.getState().accounts[namespace]
  return restored && { namespace, account: restored }
}
