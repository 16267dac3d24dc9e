import type { Network } from '../types/network.js'

/** Zora Sepolia, Zora's testnet (`eip155:999999999`). */
export const zoraSepolia = {
  id: 999999999,
  name: 'Zora Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:999999999',
  nativeCurrency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://sepolia.rpc.zora.energy'],
      webSocket: ['wss://sepolia.rpc.zora.energy'],
    },
  },
  blockExplorers: {
    default: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy/' },
  },
  testnet: true,
  assets: { imageId: 'eip155:7777777' },
} as const satisfies Network
