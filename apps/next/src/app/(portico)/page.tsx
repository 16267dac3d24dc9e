import { ConnectButton, NetworkButton } from '@portico/react'
import { AccountDetails } from './AccountDetails'

/**
 * A server component. Portico's buttons come straight from '@portico/react', whose entry says
 * 'use client': Next.js renders them on the server, then hydrates them in the browser.
 */
export default function Page() {
  return (
    <main>
      <h1>Portico on Next.js</h1>
      <p>
        Connect a wallet, then reload: the server reads the connection from a cookie and renders the
        connected button in the first HTML, before any script runs.
      </p>
      <div className="buttons">
        <ConnectButton />
        <NetworkButton />
      </div>
      <AccountDetails />
    </main>
  )
}
