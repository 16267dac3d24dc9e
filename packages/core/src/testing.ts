import type { Network } from './types/network.js'
// Test helper only; not exported from the package entry.

/** A network definition for tests of core itself (core knows no real chain). */
export function testNetwork(id: number, name = `Test ${id}`): Network {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  }
}
