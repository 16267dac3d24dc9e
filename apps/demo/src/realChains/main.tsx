import { createPortico } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, PorticoProvider, useAccount, useNetwork } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../app.css'
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
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <main className="page">
      <header className="bar">
        <h1>Portico on real chains</h1>
        <ConnectButton />
      </header>
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="demo-status">{account.status}</dd>
          <dt>Name</dt>
          <dd data-testid="demo-name">{account.profileName ?? '—'}</dd>
          <dt>Address</dt>
          <dd data-testid="demo-address">{account.address ?? '—'}</dd>
          <dt>Chain</dt>
          <dd data-testid="demo-chain">
            {network.name} ({network.id})
          </dd>
        </dl>
      </section>
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
