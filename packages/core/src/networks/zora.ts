import type { Network } from '../types/network.js'

/** Zora (`eip155:7777777`). */
export const zora = {
  id: 7777777,
  name: 'Zora',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777777',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
  assets: { imageId: 'eip155:7777777' },
} as const satisfies Network
