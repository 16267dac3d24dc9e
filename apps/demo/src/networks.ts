import { toNetwork } from '@portico/evm'
import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The two local anvil chains (`npm run devnet`), defined as any dApp defines its chains. */
export const devnetA = toNetwork(
  defineChain({
    id: 31337,
    name: 'Portico Devnet A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [import.meta.env.PORTICO_CHAIN_A_RPC] } },
  }),
)
export const devnetB = toNetwork(
  defineChain({
    id: 31338,
    name: 'Portico Devnet B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [import.meta.env.PORTICO_CHAIN_B_RPC] } },
  }),
)
