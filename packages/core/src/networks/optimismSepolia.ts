import type { Network } from '../types/network.js'

/** OP Sepolia, Optimism's testnet (`eip155:11155420`). */
export const optimismSepolia = {
  id: 11155420,
  name: 'OP Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155420',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  },
  testnet: true,
  assets: { imageId: 'eip155:10' },
} as const satisfies Network
