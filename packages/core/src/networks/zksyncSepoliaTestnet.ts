import type { Network } from '../types/network.js'

/** ZKsync Sepolia, ZKsync's testnet (`eip155:300`). */
export const zksyncSepoliaTestnet = {
  id: 300,
  name: 'ZKsync Sepolia Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:300',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://sepolia.era.zksync.dev'],
      webSocket: ['wss://sepolia.era.zksync.dev/ws'],
    },
  },
  blockExplorers: {
    default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io/' },
  },
  testnet: true,
  assets: { imageId: 'eip155:324' },
} as const satisfies Network
