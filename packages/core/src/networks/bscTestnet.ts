import type { Network } from '../types/network.js'

/** BNB Smart Chain's testnet (`eip155:97`). */
export const bscTestnet = {
  id: 97,
  name: 'BNB Smart Chain Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:97',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
  assets: { imageId: 'eip155:56' },
} as const satisfies Network
