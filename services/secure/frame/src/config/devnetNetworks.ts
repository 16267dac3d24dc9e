import type { FrameEvmNetwork, FrameSolanaNetwork } from './framePageConfig.js'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The networks the frame uses when the server passes none: the two devnet anvil chains, chain id
 * 31337 at http://127.0.0.1:8545 and 31338 at http://127.0.0.1:8546 (DESIGN.md "Ports of the local
 * stack"). Operators pass their own (renderFramePage's `evmNetworks`, e.g. from devnet.json with
 * its ERC-20s via evmNetworksFromDevnet).
 */
export const DEVNET_EVM_NETWORKS: readonly FrameEvmNetwork[] = [
  {
    chainId: 31337,
    name: 'Portico Devnet A',
    rpcUrls: ['http://127.0.0.1:8545'],
    nativeCurrency: ETHER,
  },
  {
    chainId: 31338,
    name: 'Portico Devnet B',
    rpcUrls: ['http://127.0.0.1:8546'],
    nativeCurrency: ETHER,
  },
]

/**
 * The three Solana clusters (CAIP-2 references) the frame signs for. No RPC URL by default: the
 * devnet runs no Solana node yet, so solana_signAndSendTransaction needs one passed in.
 */
export const DEFAULT_SOLANA_NETWORKS: readonly FrameSolanaNetwork[] = [
  { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
  { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet' },
  { chainId: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Solana Testnet' },
]
