// The dApp of docs/migrating/from-connectkit.md on ConnectKit 1.9 (wagmi 2, React 18), before the
// migration. Type-checked by scripts/docsExamples.test.ts against the real ConnectKit.
// #region setup
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  ConnectKitButton,
  ConnectKitProvider,
  getDefaultConfig,
  SIWEProvider,
  useModal,
} from 'connectkit'
import type { ReactNode } from 'react'
import { formatUnits, parseEther } from 'viem'
import { createConfig, useAccount, useBalance, useSendTransaction, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { siweBackend } from '../../siweBackend.js'

const config = createConfig(
  getDefaultConfig({
    appName: 'My dApp',
    appDescription: 'What it does',
    appUrl: 'https://my.dapp',
    walletConnectProjectId: 'your-walletconnect-cloud-project-id',
    chains: [mainnet, base],
  }),
)
const queryClient = new QueryClient()
// #endregion setup

// #region signIn
// Sign-in with Ethereum: SIWEProvider takes the backend calls and keeps the session's status.
function SignIn({ children }: { children: ReactNode }) {
  return <SIWEProvider {...siweBackend}>{children}</SIWEProvider>
}
// #endregion signIn

// #region app
export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SignIn>
          <ConnectKitProvider mode="dark" customTheme={{ '--ck-accent-color': '#7b3fe4' }}>
            <ConnectKitButton />
            <Wallet />
          </ConnectKitProvider>
        </SignIn>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion app

// #region wallet
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function Wallet() {
  const { setOpen } = useModal()
  const { address, isConnected } = useAccount()
  const { data: balance } = useBalance({ address })
  const { sendTransaction, data: hash, isPending } = useSendTransaction()
  if (!isConnected)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Connect a wallet to send
      </button>
    )
  return (
    <section>
      <p>{address}</p>
      <p>{balance ? `${formatUnits(balance.value, balance.decimals)} ${balance.symbol}` : '…'}</p>
      <button
        type="button"
        disabled={isPending}
        onClick={() => sendTransaction({ to: RECIPIENT, value: parseEther('0.01') })}
      >
        Send 0.01 ETH
      </button>
      {hash ? <p aria-live="polite">Sent: {hash}</p> : null}
    </section>
  )
}
// #endregion wallet
