// docs/migrating/*.md, "What Portico adds": the after app's configuration with what no kit had.
// Type-checked by npm test (tsconfig.json).
import { bitcoin, createBitcoinAdapter } from '@portico/bitcoin'
import { createPortico } from '@portico/core'
import { base, mainnet, solana } from '@portico/core/networks'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { createSolanaAdapter } from '@portico/solana'
import { createWagmiAdapter } from '@portico/wagmi'
import { cosmosHub, createWalletConnectAdapter, polkadot } from '@portico/walletconnect'

// #region adds
const networks = [mainnet, base, solana, bitcoin, polkadot, cosmosHub] as const
// Mobile wallets over your own relay (services/relay): only wallets configured for it pair
// (docs/walletconnect.md, "Which relay"); with a WalletConnect project id the default is the
// public relay, for MetaMask Mobile & co.
const walletConnect = createWalletConnectAdapter({
  relay: 'operator',
  relayUrl: 'wss://relay.example.org',
})
// Email and social login: a wallet whose key neither the dApp nor your server alone can use,
// served by your secure site (services/secure). A wagmi connector too: wagmi's hooks use it.
const embeddedWallet = createEmbeddedWalletAdapter({ url: 'https://wallet.example.org' })
const { wagmiConfig, adapter } = createWagmiAdapter({ networks, walletConnect, embeddedWallet })
const portico = createPortico({
  projectId: 'your-portico-project-id',
  apiUrl: 'https://api.example.org', // balances, activity, swaps, on-ramp, names
  // Five namespaces in one modal: EVM through wagmi, Solana and Bitcoin through their wallets,
  // Polkadot and Cosmos through WalletConnect sessions.
  networks,
  adapters: [adapter, walletConnect, embeddedWallet, createSolanaAdapter(), createBitcoinAdapter()],
})

// #endregion adds

export { portico, wagmiConfig }
