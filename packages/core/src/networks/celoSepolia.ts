import type { Network } from '../types/network.js'

/** Celo Sepolia, Celo's testnet (Alfajores' successor) (`eip155:11142220`). */
export const celoSepolia = {
  id: 11142220,
  name: 'Celo Sepolia Testnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11142220',
  nativeCurrency: { name: 'CELO', symbol: 'S-CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo-sepolia.celo-testnet.org'] } },
  blockExplorers: {
    default: { name: 'Celo Sepolia Explorer', url: 'https://celo-sepolia.blockscout.com/' },
  },
  testnet: true,
  assets: { imageId: 'eip155:42220' },
} as const satisfies Network
