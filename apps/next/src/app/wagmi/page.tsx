import { ConnectButton, NetworkButton } from '@portico/react'
import { WagmiConnection } from './WagmiConnection'

/**
 * A server component: Portico's buttons straight from '@portico/react' ('use client' entry), and
 * what wagmi's hooks see, in a client component. Both render from the layout's cookie states.
 */
export default function WagmiPage() {
  return (
    <main>
      <h1>Portico with wagmi on Next.js</h1>
      <p>
        Connect a wallet in Portico's modal, then reload: the server reads Portico's cookies and
        wagmi's, and renders the connected button and wagmi's account in the first HTML.
      </p>
      <div className="buttons">
        <ConnectButton />
        <NetworkButton />
      </div>
      <WagmiConnection />
    </main>
  )
}
