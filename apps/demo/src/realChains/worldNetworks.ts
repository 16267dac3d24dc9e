import type { Network } from '@portico/core'
import { base, mainnet, optimism } from '@portico/core/networks'

/** The real networks this page offers, as a dApp imports them. */
const NETWORKS = [mainnet, optimism, base] as const satisfies readonly Network[]

/**
 * The page's networks and API from its query string: `api` (the Portico API serving these
 * chains) and `rpc` (`<chainId>=<url>` pairs, comma-separated) replacing a network's public RPC
 * URLs — how the tests point the built-in networks at their local world. Only http(s) URLs count.
 */
export function readWorld(search: string): {
  apiUrl: string | undefined
  networks: [Network, ...Network[]]
} {
  const query = new URLSearchParams(search)
  const isHttp = (url: string | null | undefined): url is string =>
    !!url && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
  const rpcByChain = new Map<string, string>()
  for (const pair of (query.get('rpc') ?? '').split(',')) {
    const at = pair.indexOf('=')
    const url = pair.slice(at + 1)
    if (at > 0 && isHttp(url)) rpcByChain.set(pair.slice(0, at), url)
  }
  const api = query.get('api')
  return {
    apiUrl: isHttp(api) ? api : undefined,
    networks: NETWORKS.map((network): Network => {
      const rpcUrl = rpcByChain.get(String(network.id))
      return rpcUrl ? { ...network, rpcUrls: { default: { http: [rpcUrl] } } } : network
    }) as [Network, ...Network[]],
  }
}
