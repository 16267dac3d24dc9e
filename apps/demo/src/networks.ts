import { bitcoinRegtest } from '@portico/bitcoin'
import { toNetwork } from '@portico/evm'
import { solanaLocal } from '@portico/solana'
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

/** The devnet's local Solana network (litesvm behind a JSON-RPC, `npm run devnet`). */
export const devnetSolana = solanaLocal({
  name: 'Portico Devnet Solana',
  rpcUrl: import.meta.env.PORTICO_SOLANA_RPC,
  wsUrl: import.meta.env.PORTICO_SOLANA_WS,
  caipNetworkId: import.meta.env.PORTICO_SOLANA_CAIP_NETWORK_ID,
})

/** The devnet's Bitcoin regtest network (its Esplora-style API over a regtest ledger, `npm run devnet`). */
export const devnetBitcoin = bitcoinRegtest({
  name: 'Portico Devnet Bitcoin',
  apiUrl: import.meta.env.PORTICO_BITCOIN_API_URL,
})

/**
 * Polkadot and the Cosmos Hub, reached only through WalletConnect sessions (the sample wallet
 * approves the `polkadot` and `cosmos` namespaces and signs messages in them).
 */
export { cosmosHub, polkadot } from '@portico/walletconnect'
