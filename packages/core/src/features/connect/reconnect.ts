import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS } from '../../storage/createStorage.js'
import type { Connector } from '../../types/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../types/network.js'
import { networkForNamespace } from '../network/findNetwork.js'
import { adapterForConnector, multiNamespaceAdapterFor } from './adapterForConnector.js'
import { applyConnectedAccount } from './applyConnectedAccount.js'
import { clearConnections } from './connections.js'
import { getAccount } from './getAccount.js'
import { resetAccount, setAccount } from './setAccount.js'

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

function rememberedNamespace(context: PorticoContext): ChainNamespace {
  const stored = context.storage.getItem(STORAGE_KEYS.activeNamespace)
  const known = CHAIN_NAMESPACES.find((n) => n === stored)
  return known && (context.adapters.has(known) || multiNamespaceAdapterFor(context, known))
    ? known
    : context.stores.chains.getState().activeNamespace
}

/**
 * Start with reconnect enabled (spec §4): the remembered connection is synced — connecting, then
 * connected or disconnected. Nothing is prompted; a wallet that no longer grants access is forgotten.
 */
export async function reconnect(context: PorticoContext): Promise<boolean> {
  const connectorId = context.storage.getItem(STORAGE_KEYS.connectorId)
  if (!connectorId) return false
  const namespace = rememberedNamespace(context)
  // An account already shown connected (an initial state rendered by the server, or a remount)
  // stays on screen while its wallet confirms it: no flash of 'Connecting…'.
  if (getAccount(context, namespace).status !== 'connected')
    setAccount(context, namespace, { status: 'connecting' })
  const connector = await waitForConnector(context, connectorId)
  const adapter = connector && adapterForConnector(context, connector)
  const network =
    connector &&
    networkForNamespace(
      context,
      connector.chains?.includes(namespace) ? namespace : connector.chain,
    )
  try {
    const result =
      connector && adapter && network ? await adapter.reconnect({ connector, network }) : null
    if (connector && network && result) {
      applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
      return true
    }
  } catch {
    // A wallet that fails to answer is treated as gone.
  }
  context.storage.removeItem(STORAGE_KEYS.connectorId)
  resetAccount(context, namespace)
  return false
}

/** Start with reconnect disabled (spec §4): every namespace is disconnected and nothing remembered. */
export function disconnectAllOnStart(context: PorticoContext): void {
  context.storage.removeItem(STORAGE_KEYS.connectorId)
  for (const namespace of context.adapters.keys()) {
    resetAccount(context, namespace)
    clearConnections(context, namespace)
  }
  for (const namespace of context.multiNamespaceAdapters.flatMap((a) => a.namespaces))
    if (!context.adapters.has(namespace) && multiNamespaceAdapterFor(context, namespace)) {
      resetAccount(context, namespace)
      clearConnections(context, namespace)
    }
}
