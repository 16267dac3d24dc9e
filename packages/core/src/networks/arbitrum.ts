import type { Network } from '../types/network.js'

/** Arbitrum One (`eip155:42161`). */
export const arbitrum = {
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  assets: { imageId: 'eip155:42161' },
} as const satisfies Network
