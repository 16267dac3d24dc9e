import type { PorticoContext } from '../context.js'
import { STORAGE_KEYS } from '../storage/createStorage.js'
import type { Connector } from '../types/connector.js'
import { toCaipAddress } from '../utils/caip.js'
import { findNetwork, networkForNamespace } from './findNetwork.js'
import { resetAccount, setAccount } from './setAccount.js'
import { syncBalance } from './syncBalance.js'

/** How long start-up waits for the remembered wallet to announce itself before giving up. */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 1_000

function waitForConnector(context: PorticoContext, connectorId: string): Promise<Connector | null> {
  const find = () =>
    context.stores.connectors.getState().connectors.find((c) => c.id === connectorId)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(null)
    }, RECONNECT_DISCOVERY_TIMEOUT_MS)
    const unsubscribe = context.stores.connectors.subscribe(() => {
      const connector = find()
      if (!connector) return
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    })
  })
}

/**
 * Start with reconnect enabled (spec §4): the remembered connection is synced — connecting, then
 * connected or disconnected. Nothing is prompted; a wallet that no longer grants access is forgotten.
 */
export async function reconnect(context: PorticoContext): Promise<boolean> {
  const connectorId = context.storage.getItem(STORAGE_KEYS.connectorId)
  if (!connectorId) return false
  const { activeNamespace } = context.stores.chains.getState()
  setAccount(context, activeNamespace, { status: 'connecting' })
  const connector = await waitForConnector(context, connectorId)
  const adapter = connector && context.adapters.get(connector.chain)
  const network = connector && networkForNamespace(context, connector.chain)
  try {
    const result =
      connector && adapter && network ? await adapter.reconnect({ connector, network }) : null
    if (connector && network && result) {
      const connectedNetwork = findNetwork(context, connector.chain, result.chainId) ?? network
      context.stores.chains.setState({
        activeNamespace: connector.chain,
        activeNetwork: connectedNetwork,
      })
      setAccount(context, connector.chain, {
        status: 'connected',
        address: result.address,
        caipAddress: toCaipAddress(connectedNetwork.caipNetworkId, result.address),
        connectorId,
      })
      void syncBalance(context, { force: true })
      return true
    }
  } catch {
    // A wallet that fails to answer is treated as gone.
  }
  context.storage.removeItem(STORAGE_KEYS.connectorId)
  resetAccount(context, activeNamespace)
  return false
}
