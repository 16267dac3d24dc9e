import type { Network } from '../types/network.js'

/** Avalanche Fuji, Avalanche's testnet (`eip155:43113`). */
export const avalancheFuji = {
  id: 43113,
  name: 'Avalanche Fuji',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43113',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
  assets: { imageId: 'eip155:43114' },
} as const satisfies Network
