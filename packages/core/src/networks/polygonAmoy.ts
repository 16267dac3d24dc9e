import type { Network } from '../types/network.js'

/** Polygon Amoy, Polygon's testnet (`eip155:80002`). */
export const polygonAmoy = {
  id: 80002,
  name: 'Polygon Amoy',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:80002',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-amoy.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
  assets: { imageId: 'eip155:137' },
} as const satisfies Network
