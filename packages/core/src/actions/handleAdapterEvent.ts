import type { AdapterEvent } from '../adapter/ChainAdapter.js'
import type { PorticoContext } from '../context.js'
import { STORAGE_KEYS } from '../storage/createStorage.js'
import type { ChainNamespace } from '../types/network.js'
import { toCaipAddress } from '../utils/caip.js'
import { findNetwork } from './findNetwork.js'
import { resetAccount, setAccount } from './setAccount.js'
import { syncBalance } from './syncBalance.js'

/** Applies what a connected wallet did on its own: switched account or chain, or disconnected. */
export function handleAdapterEvent(
  context: PorticoContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  const account = context.stores.chains.getState().accounts[namespace]
  if (account?.status !== 'connected') return
  switch (event.type) {
    case 'accountChanged': {
      const { activeNetwork } = context.stores.chains.getState()
      setAccount(context, namespace, {
        address: event.address,
        caipAddress: toCaipAddress(activeNetwork.caipNetworkId, event.address),
        balance: undefined,
        balanceSymbol: undefined,
      })
      void syncBalance(context)
      return
    }
    case 'chainChanged': {
      const network = findNetwork(context, namespace, event.chainId)
      // An unsupported chain gets its own view with the networks issue; keep the last known one.
      if (!network || !account.address) return
      context.stores.chains.setState({ activeNetwork: network })
      setAccount(context, namespace, {
        caipAddress: toCaipAddress(network.caipNetworkId, account.address),
        balance: undefined,
        balanceSymbol: undefined,
      })
      void syncBalance(context)
      return
    }
    case 'disconnected':
      resetAccount(context, namespace)
      context.storage.removeItem(STORAGE_KEYS.connectorId)
      context.events.emit({ type: 'DISCONNECT_SUCCESS' })
      return
  }
}
