import { createPortico } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, PorticoProvider, useAccount } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnetA, devnetB } from '../networks.js'

/**
 * hostile.html: the widget on a page whose global CSS attacks everything (see the page's <style>),
 * for e2e/specs/isolation.spec.ts. The page's own <button> is hidden by that CSS, so the page opens
 * the modal from an <input type="button"> and from `window.porticoHostile.open()`.
 */
const portico = createPortico({
  projectId: 'portico-demo',
  networks: [devnetA, devnetB],
  adapters: [createEvmAdapter()],
  metadata: {
    name: 'Portico hostile-CSS page',
    description: 'The widget on a page with hostile global CSS',
    url: window.location.origin,
    icons: [],
  },
})
Object.assign(window, { porticoHostile: { open: () => portico.open() } })

function HostilePage() {
  const { status } = useAccount()
  return (
    <div className="page-box" data-testid="hostile-box">
      <h1 data-testid="hostile-title">A page with hostile CSS</h1>
      <p data-testid="hostile-text">
        Status: <span data-testid="hostile-status">{status}</span>
      </p>
      <input
        type="button"
        value="Open the wallet modal"
        data-testid="hostile-open"
        onClick={() => portico.open()}
      />
      <ConnectButton />
    </div>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from hostile.html')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider instance={portico} locale="en">
      <HostilePage />
    </PorticoProvider>
  </StrictMode>,
)
