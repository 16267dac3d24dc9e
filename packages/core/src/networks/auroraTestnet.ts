import type { Network } from '../types/network.js'

/** Aurora's testnet (`eip155:1313161555`). */
export const auroraTestnet = {
  id: 1313161555,
  name: 'Aurora Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161555',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  testnet: true,
  assets: { imageId: 'eip155:1313161554' },
} as const satisfies Network
