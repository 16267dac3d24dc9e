import type { Network } from '../types/network.js'

/** Sepolia, Ethereum's testnet (`eip155:11155111`). */
export const sepolia = {
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://11155111.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  assets: { imageId: 'eip155:11155111' },
} as const satisfies Network
