import type { Network } from '../types/network.js'

/** Base (`eip155:8453`). */
export const base = {
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  assets: { imageId: 'eip155:8453' },
} as const satisfies Network
