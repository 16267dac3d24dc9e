import type { ChainNamespace, Network } from '@portico/core'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './namespaceMethods.js'

/** One namespace of a WalletConnect proposal (the shape UniversalProvider.connect takes). */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL by chain reference (e.g. `31337`): the provider's reads go there, never to a vendor. */
  rpcMap: Record<string, string>
}

/**
 * The namespaces Portico proposes to a wallet: one per namespace of the configured networks that
 * the adapter serves, with every configured chain (CAIP-2), the namespace's methods and events, and
 * an rpcMap from the networks' own RPC URLs. Sent as optionalNamespaces (required namespaces are
 * deprecated in WalletConnect 2.x: a wallet approves what it supports).
 */
export function buildNamespaces(
  networks: readonly Network[],
  namespaces: readonly ChainNamespace[] = Object.keys(NAMESPACE_METHODS) as ChainNamespace[],
): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (!namespaces.includes(namespace)) continue
    const entry = result[namespace] ?? {
      chains: [],
      methods: [...NAMESPACE_METHODS[namespace]],
      events: [...NAMESPACE_EVENTS[namespace]],
      rpcMap: {},
    }
    result[namespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) entry.rpcMap[String(network.id)] = rpcUrl
  }
  return result
}
