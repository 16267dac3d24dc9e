import type { Network } from '../types/network.js'

/**
 * The block-explorer page of `address` on `network` (`<explorer>/address/<address>`), or
 * undefined when the network names no explorer or its URL is not http(s).
 */
export function addressExplorerUrl(network: Network, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  try {
    const url = new URL(base)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`
    return url.toString()
  } catch {
    return undefined
  }
}
