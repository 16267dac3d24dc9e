import type { Network } from '@portico/core'

/**
 * Polkadot's relay chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`, the first 32 hex digits of
 * its genesis hash, CAIP-13). Reached through WalletConnect sessions (`polkadot_signMessage`);
 * Portico reads nothing from its RPC.
 */
export const polkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
}

/**
 * The Cosmos Hub (`cosmos:cosmoshub-4`, its chain id, CAIP-5). Reached through WalletConnect
 * sessions (`cosmos_signAmino`, `cosmos_signDirect`); Portico reads nothing from its RPC.
 */
export const cosmosHub: Network = {
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.cosmos.directory/cosmoshub'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
}
