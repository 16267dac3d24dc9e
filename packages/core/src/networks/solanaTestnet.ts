import type { Network } from '../types/network.js'

/** Solana's testnet cluster (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`, the genesis hash's first 32 characters). */
export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: {
      http: ['https://api.testnet.solana.com'],
      webSocket: ['wss://api.testnet.solana.com'],
    },
  },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=testnet' },
  },
  testnet: true,
  assets: { imageId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' },
} as const satisfies Network
