import type { Network } from '../types/network.js'

/** Solana's devnet cluster (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`, the genesis hash's first 32 characters). */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: {
      http: ['https://api.devnet.solana.com'],
      webSocket: ['wss://api.devnet.solana.com'],
    },
  },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=devnet' },
  },
  testnet: true,
  assets: { imageId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
} as const satisfies Network
