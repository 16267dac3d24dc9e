/**
 * A dApp as a new user writes it from the README's "Embedding Portico" example, on a fresh Vite
 * React app. It imports only the installed packages (the npm pack tarballs of
 * e2e/install/installedPackages.spec.ts); the local stack's chain, API, relay and embedded-wallet
 * site come from VITE_* variables.
 */
import { createPortico } from '@portico/core'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { createEvmAdapter, toNetwork } from '@portico/evm'
import { ConnectButton, PorticoProvider, useAccount } from '@portico/react'
import { createWalletConnectAdapter } from '@portico/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'

const devnet = toNetwork(
  defineChain({
    id: 31337,
    name: 'Portico Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [import.meta.env.VITE_CHAIN_RPC_URL] } },
  }),
)

const portico = createPortico({
  projectId: 'portico-demo',
  apiUrl: import.meta.env.VITE_PORTICO_API_URL,
  networks: [devnet],
  adapters: [
    createEvmAdapter(),
    createWalletConnectAdapter({ relayUrl: import.meta.env.VITE_RELAY_URL }),
    createEmbeddedWalletAdapter({ url: import.meta.env.VITE_SECURE_URL }),
  ],
  metadata: {
    name: 'Installed packages',
    description: 'A Vite React app on the npm pack tarballs',
    url: window.location.origin,
    icons: [],
  },
})

function Address() {
  const { address } = useAccount()
  return <p data-testid="installed-address">{address ?? 'Not connected'}</p>
}

function App() {
  return (
    <PorticoProvider instance={portico}>
      <ConnectButton />
      <Address />
    </PorticoProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
