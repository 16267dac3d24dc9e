import { createPortico } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../app.css'
import { AccountCard } from '../AccountCard.js'
import { readWorld } from './worldNetworks.js'

const world = readWorld(window.location.search)

const portico = createPortico({
  projectId: 'portico-demo',
  apiUrl: world.apiUrl ?? import.meta.env.PORTICO_API_URL,
  networks: world.networks,
  adapters: [createEvmAdapter()],
  metadata: {
    name: 'Portico demo on real chains',
    description: 'Portico with the built-in networks',
    url: window.location.origin,
    icons: [],
  },
})

/** The connect button and what the widget knows of the account, as the main demo shows them. */
function RealChainsApp() {
  return (
    <main className="page">
      <header className="bar">
        <h1>Portico on real chains</h1>
        <ConnectButton />
      </header>
      <AccountCard />
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from real-chains.html')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider instance={portico}>
      <RealChainsApp />
    </PorticoProvider>
  </StrictMode>,
)
