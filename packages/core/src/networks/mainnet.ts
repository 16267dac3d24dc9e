import type { Network } from '../types/network.js'

/** Ethereum mainnet (`eip155:1`). */
export const mainnet = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  assets: { imageId: 'eip155:1' },
} as const satisfies Network
