import type { Network } from '../types/network.js'

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, the genesis hash's first 32 characters). */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
  testnet: false,
  assets: { imageId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
} as const satisfies Network
