import type { ChainNamespace, Network } from '../types/network.js'

/** A network definition for tests of core itself (core knows no real chain). */
export function testNetwork(
  id: number | string,
  namespace: ChainNamespace = 'eip155',
  name = `Test ${id}`,
): Network {
  return {
    id,
    name,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: {
      name: 'Coin',
      symbol: namespace === 'eip155' ? 'ETH' : 'SOL',
      decimals: namespace === 'eip155' ? 18 : 9,
    },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  }
}
