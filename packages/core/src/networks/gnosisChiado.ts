import type { Network } from '../types/network.js'

/** Gnosis Chiado, Gnosis' testnet (`eip155:10200`). */
export const gnosisChiado = {
  id: 10200,
  name: 'Gnosis Chiado',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10200',
  nativeCurrency: { name: 'Gnosis', symbol: 'xDAI', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.chiadochain.net'],
      webSocket: ['wss://rpc.chiadochain.net/wss'],
    },
  },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://blockscout.chiadochain.net' } },
  testnet: true,
  assets: { imageId: 'eip155:100' },
} as const satisfies Network
