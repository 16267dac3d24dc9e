import { createPortico } from '@portico/core'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { createEvmAdapter } from '@portico/evm'
import { PorticoProvider } from '@portico/react'
import { createSolanaAdapter } from '@portico/solana'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { bitcoinAdapter } from './bitcoin.js'
import { cosmosHub, devnetA, devnetB, devnetBitcoin, devnetSolana, polkadot } from './networks.js'
import { demoSiwx, siwxMode } from './siwx.js'
import { walletConnectAdapter } from './walletconnect.js'

const portico = createPortico({
  projectId: 'portico-demo',
  // The Portico API of the local stack (services/api): remote features, origins, analytics.
  apiUrl: import.meta.env.PORTICO_API_URL,
  // Polkadot and Cosmos Hub: through WalletConnect sessions only (the sample wallet signs there).
  networks: [devnetA, devnetB, devnetSolana, devnetBitcoin, polkadot, cosmosHub],
  // Several wallets per namespace at once (ProfileWallets, useConnections) with ?multiWallet=1;
  // otherwise the feature keeps its default (off) or what the remote configuration says.
  ...(new URLSearchParams(window.location.search).get('multiWallet') === '1'
    ? { features: { multiWallet: true } }
    : {}),
  // Sign-in with wallet against the demo's backend routes with ?siwx=required or ?siwx=optional.
  siwx: demoSiwx(siwxMode()),
  // walletConnectAdapter: mobile wallets through the stack's relay (./walletconnect.ts);
  // createEmbeddedWalletAdapter: email and social login, the wallet kept by the secure site on its own
  // origin (services/secure).
  adapters: [
    createEvmAdapter(),
    // Solana: wallet-standard wallets (the test Solana wallet in development) on the local network.
    createSolanaAdapter(),
    // Bitcoin: wallet-standard Bitcoin wallets (payment and ordinal accounts) on regtest.
    bitcoinAdapter,
    walletConnectAdapter,
    createEmbeddedWalletAdapter({
      url: import.meta.env.PORTICO_SECURE_URL ?? 'http://localhost:4002',
    }),
  ],
  metadata: {
    name: 'Portico demo',
    description: 'Every Portico feature against a local chain',
    url: window.location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider instance={portico}>
      <App />
    </PorticoProvider>
  </StrictMode>,
)
