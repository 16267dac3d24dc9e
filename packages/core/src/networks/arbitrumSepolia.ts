import type { Network } from '../types/network.js'

/** Arbitrum Sepolia, Arbitrum's testnet (`eip155:421614`). */
export const arbitrumSepolia = {
  id: 421614,
  name: 'Arbitrum Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:421614',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
  assets: { imageId: 'eip155:42161' },
} as const satisfies Network
