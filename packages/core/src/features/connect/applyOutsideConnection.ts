import type { AdapterEvent } from '../../adapter/ChainAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { ChainNamespace } from '../../types/network.js'
import { findNetwork, networkForNamespace } from '../network/findNetwork.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { getAccount } from './getAccount.js'

/**
 * A connection an adapter learned of outside Portico's connect flow (wagmi's `useConnect` on the
 * dApp's own button): it becomes the namespace's account, as Portico's own connect would make it.
 * Ignored while Portico connects or reconnects itself (that flow applies the wallet's answer), when
 * it is already the account, or when no connector of the namespace has that id.
 */
export function applyOutsideConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  event: Extract<AdapterEvent, { type: 'connected' }>,
): void {
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === event.connectorId)
  const serves = connector?.chain === namespace || connector?.chains?.includes(namespace)
  if (!connector || !serves) return
  const account = getAccount(context, namespace)
  if (account.status === 'connecting') return
  const same =
    account.status === 'connected' &&
    account.connectorId === connector.id &&
    account.address?.toLowerCase() === event.address.toLowerCase()
  if (same) return
  const network =
    findNetwork(context, namespace, event.chainId) ?? networkForNamespace(context, namespace)
  if (!network) return
  applyConnectedAccount(context, {
    connector,
    result: { address: event.address, chainId: event.chainId },
    fallbackNetwork: network,
  })
  context.events.emit({
    type: 'CONNECT_SUCCESS',
    connectorId: connector.id,
    address: event.address,
  })
}
