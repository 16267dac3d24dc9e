import type { AdapterEvent } from '../../adapter/ChainAdapter.js'
import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/network.js'
import { accountAddressFields } from '../account/accountAddressFields.js'
import { syncBalance } from '../account/syncBalance.js'
import { syncIdentity } from '../account/syncIdentity.js'
import { openModal } from '../modal/modal.js'
import { findNetwork } from '../network/findNetwork.js'
import { applyOutsideConnection } from './applyOutsideConnection.js'
import { removeConnection } from './connections.js'
import { getAccount } from './getAccount.js'
import { resetAccount, setAccount } from './setAccount.js'

/** Whether a wallet on an unconfigured chain gets the UnsupportedChain view (spec §2). */
export function showsUnsupportedChain(context: PorticoContext): boolean {
  const { allowUnsupportedChain, enableNetworkSwitch, basicWalletConnect } = context.options
  return !allowUnsupportedChain && enableNetworkSwitch && !basicWalletConnect
}

/**
 * Applies what a wallet did on its own: connected outside Portico's flow, or (connected) switched
 * account or chain, or disconnected.
 */
export function handleAdapterEvent(
  context: PorticoContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  if (event.type === 'connected') {
    applyOutsideConnection(context, namespace, event)
    return
  }
  const account = getAccount(context, namespace)
  if (account.status !== 'connected') return
  // With several wallets connected, only the active one moves the account and the network.
  const fromActive = !event.connectorId || event.connectorId === account.connectorId
  if (event.type !== 'disconnected' && !fromActive) return
  switch (event.type) {
    case 'accountChanged': {
      const { activeNetwork } = context.stores.chains.getState()
      setAccount(context, namespace, {
        ...accountAddressFields({ network: activeNetwork, address: event.address }),
        balance: undefined,
        balanceSymbol: undefined,
        profileName: undefined,
        profileImage: undefined,
      })
      void syncBalance(context)
      void syncIdentity(context)
      return
    }
    case 'chainChanged': {
      const network = findNetwork(context, namespace, event.chainId)
      if (!network) {
        context.stores.chains.setState({ isUnsupportedChain: true })
        setAccount(context, namespace, { balance: undefined, balanceSymbol: undefined })
        if (showsUnsupportedChain(context)) openModal(context, { view: 'UnsupportedChain' })
        return
      }
      context.stores.chains.setState({ activeNetwork: network, isUnsupportedChain: false })
      if (account.address)
        setAccount(context, namespace, {
          ...accountAddressFields({ network, address: account.address }),
          balance: undefined,
          balanceSymbol: undefined,
        })
      void syncBalance(context)
      return
    }
    case 'disconnected': {
      // Adapter disconnect (spec §4): the connection is deleted, the first remaining one becomes
      // active, and a disconnect event fires only when none remain.
      const next = removeConnection(
        context,
        namespace,
        event.connectorId ?? account.connectorId ?? '',
      )
      // A connected but not active wallet leaves the account (and its balance) as it is.
      if (!fromActive && next) return
      const address = next?.accounts[0]?.address
      if (next && address) {
        const network = next.caipNetwork ?? context.stores.chains.getState().activeNetwork
        setAccount(context, namespace, {
          ...accountAddressFields({ network, address, accounts: next.accounts }),
          connectorId: next.connectorId,
          balance: undefined,
        })
        context.storage.setItem(STORAGE_KEYS.connectorId, next.connectorId)
        void syncBalance(context)
        return
      }
      resetAccount(context, namespace)
      context.storage.removeItem(STORAGE_KEYS.connectorId)
      context.events.emit({ type: 'DISCONNECT_SUCCESS' })
      return
    }
  }
}
