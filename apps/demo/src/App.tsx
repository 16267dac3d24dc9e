import { ConnectButton } from '@portico/react'
import './app.css'
import { AccountCard } from './AccountCard.js'
import { BitcoinActions } from './BitcoinActions.js'
import { SiwxPanel } from './SiwxPanel.js'
import { SwitchPanel } from './SwitchPanel.js'
import { WalletActions } from './WalletActions.js'

/** The demo dApp: the connect button, and what the widget knows of the connected account. */
export function App() {
  return (
    <main className="page">
      <header className="bar">
        <h1>Portico demo</h1>
        <ConnectButton />
      </header>
      <AccountCard />
      <SiwxPanel />
      <SwitchPanel />
      <WalletActions />
      <BitcoinActions />
    </main>
  )
}
