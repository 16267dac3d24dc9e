import type { Network } from '../types/network.js'

/** ZKsync Era (`eip155:324`). */
export const zksync = {
  id: 324,
  name: 'ZKsync Era',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://mainnet.era.zksync.io'],
      webSocket: ['wss://mainnet.era.zksync.io/ws'],
    },
  },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
  assets: { imageId: 'eip155:324' },
} as const satisfies Network
