import type { ConnectorAdapter } from '../../adapter/MultiNamespaceAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { Connector } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/network.js'

/**
 * The adapter that acts for `connector`: the multi-namespace adapter that registered it
 * (WalletConnect), else the chain adapter of its namespace.
 */
export function adapterForConnector(
  context: PorticoContext,
  connector: Connector,
): ConnectorAdapter | undefined {
  return context.connectorAdapters.get(connector.id) ?? context.adapters.get(connector.chain)
}

/**
 * The adapter that switches, signs and sends for `connector` in `namespace`: the namespace's chain
 * adapter when it acts for that connection too (`actsFor`, @portico/wagmi), else the connector's.
 */
export function actingAdapterFor(
  context: PorticoContext,
  connector: Connector,
  namespace: ChainNamespace,
): ConnectorAdapter | undefined {
  const chainAdapter = context.adapters.get(namespace)
  return chainAdapter?.actsFor?.(connector) ? chainAdapter : adapterForConnector(context, connector)
}

/**
 * The namespace `connector` connects in: the active namespace when the connector serves it (one
 * WalletConnect connector serves every configured namespace), else the connector's own `chain`.
 */
export function connectorNamespace(context: PorticoContext, connector: Connector): ChainNamespace {
  const { activeNamespace } = context.stores.chains.getState()
  return connector.chains?.includes(activeNamespace) ? activeNamespace : connector.chain
}

/** Whether a multi-namespace adapter serves `namespace` (it does for every configured one it knows). */
export function multiNamespaceAdapterFor(context: PorticoContext, namespace: ChainNamespace) {
  const configured = context.stores.chains
    .getState()
    .networks.some((n) => n.chainNamespace === namespace)
  return configured
    ? context.multiNamespaceAdapters.find((a) => a.namespaces.includes(namespace))
    : undefined
}

/**
 * The adapter that reads `namespace`'s balances: its chain adapter, else a multi-namespace adapter
 * serving it.
 */
export function adapterForNamespace(
  context: PorticoContext,
  namespace: ChainNamespace,
): ConnectorAdapter | undefined {
  return context.adapters.get(namespace) ?? multiNamespaceAdapterFor(context, namespace)
}
