import { ConnectButton, NetworkButton } from '@portico/react'
import { useConnection } from 'wagmi'
import { DappConnect } from './DappConnect.js'
import { PorticoStateCard } from './PorticoStateCard.js'
import { SendCallsCard } from './SendCallsCard.js'
import { SignMessageCard } from './SignMessageCard.js'
import { SwitchChainCard } from './SwitchChainCard.js'
import { TokenCard } from './TokenCard.js'
import { WagmiConnectionCard } from './WagmiConnectionCard.js'

/**
 * The wagmi dApp's page: Portico's buttons in the bar, what wagmi and Portico each see of the
 * connection, the dApp's own wagmi connect, and — once connected — what it does with wagmi's hooks.
 */
export function WagmiApp() {
  const { isConnected } = useConnection()
  return (
    <main className="page">
      <header className="bar">
        <h1>Portico on wagmi</h1>
        <span className="bar-buttons">
          <NetworkButton />
          <ConnectButton />
        </span>
      </header>
      <WagmiConnectionCard />
      <PorticoStateCard />
      <DappConnect />
      {isConnected ? (
        <>
          <TokenCard />
          <SignMessageCard />
          <SwitchChainCard />
          <SendCallsCard />
        </>
      ) : null}
    </main>
  )
}
