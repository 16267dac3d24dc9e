import type { Network } from '../types/network.js'

/** Base Sepolia, Base's testnet (`eip155:84532`). */
export const baseSepolia = {
  id: 84532,
  name: 'Base Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:84532',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
  assets: { imageId: 'eip155:8453' },
} as const satisfies Network
