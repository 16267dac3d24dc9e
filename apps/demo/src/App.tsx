import { ConnectButton, useAccount, useNetwork } from '@portico/react'
import './app.css'
import { BitcoinActions } from './BitcoinActions.js'
import { SiwxPanel } from './SiwxPanel.js'
import { SwitchPanel } from './SwitchPanel.js'
import { WalletActions } from './WalletActions.js'

/** The demo dApp: the connect button, and what the widget knows of the connected account. */
export function App() {
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <main className="page">
      <header className="bar">
        <h1>Portico demo</h1>
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
          <dt>Balance</dt>
          <dd data-testid="demo-balance">
            {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol}` : '—'}
          </dd>
        </dl>
      </section>
      <SiwxPanel />
      <SwitchPanel />
      <WalletActions />
      <BitcoinActions />
    </main>
  )
}
