import type { Network } from '../types/network.js'

/** Gnosis Chain (`eip155:100`). */
export const gnosis = {
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.gnosischain.com'],
      webSocket: ['wss://rpc.gnosischain.com/wss'],
    },
  },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
  assets: { imageId: 'eip155:100' },
} as const satisfies Network
