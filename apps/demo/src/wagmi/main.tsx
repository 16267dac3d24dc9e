import { createPortico, type Network } from '@portico/core'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { PorticoProvider } from '@portico/react'
import { createWagmiAdapter } from '@portico/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import '../app.css'
import './wagmi.css'
import { devnetA, devnetB } from '../networks.js'
import { walletConnectAdapter } from '../walletconnect.js'
import { WagmiApp } from './WagmiApp.js'

/**
 * A wagmi dApp with Portico, as its team writes it (README, "wagmi"): Portico builds the wagmi
 * config from its networks (Way 1), with Portico's WalletConnect (over the stack's relay) and
 * embedded wallet (email login, the secure site) as wagmi connectors; the injected wallets are
 * wagmi's, discovered by EIP-6963 once.
 */
const networks: [Network, ...Network[]] = [devnetA, devnetB]
const walletConnect = walletConnectAdapter
const embeddedWallet = createEmbeddedWalletAdapter({
  url: import.meta.env.PORTICO_SECURE_URL ?? 'http://localhost:4002',
})
const { wagmiConfig, adapter } = createWagmiAdapter({ networks, walletConnect, embeddedWallet })

const portico = createPortico({
  projectId: 'portico-demo',
  apiUrl: import.meta.env.PORTICO_API_URL,
  networks,
  adapters: [adapter, walletConnect, embeddedWallet],
  metadata: {
    name: 'Portico wagmi demo',
    description: 'A wagmi dApp with Portico against a local chain',
    url: window.location.origin,
    icons: [],
  },
})

const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from wagmi.html')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider instance={portico}>
          <WagmiApp />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
