// The dApp of docs/migrating/from-rainbowkit.md on RainbowKit 2 (wagmi 2, React 18), before the
// migration. Type-checked by scripts/docsExamples.test.ts against the real RainbowKit.
// #region setup
import '@rainbow-me/rainbowkit/styles.css'
import {
  type AuthenticationStatus,
  ConnectButton,
  createAuthenticationAdapter,
  darkTheme,
  getDefaultConfig,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { formatUnits, parseEther } from 'viem'
import { useAccount, useBalance, useSendTransaction, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { siweBackend } from '../../siweBackend.js'

const config = getDefaultConfig({
  appName: 'My dApp',
  appDescription: 'What it does',
  appUrl: 'https://my.dapp',
  projectId: 'your-walletconnect-cloud-project-id',
  chains: [mainnet, base],
})
const queryClient = new QueryClient()
// #endregion setup

// #region signIn
// Sign-in with Ethereum: RainbowKit asks the dApp to keep the session's status itself.
function SignIn({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthenticationStatus>('loading')
  useEffect(() => {
    siweBackend
      .getSession()
      .then((session) => setStatus(session ? 'authenticated' : 'unauthenticated'))
  }, [])
  const adapter = useMemo(
    () =>
      createAuthenticationAdapter({
        getNonce: siweBackend.getNonce,
        createMessage: siweBackend.createMessage,
        verify: async (args) => {
          const verified = await siweBackend.verifyMessage(args)
          setStatus(verified ? 'authenticated' : 'unauthenticated')
          return verified
        },
        signOut: async () => {
          await siweBackend.signOut()
          setStatus('unauthenticated')
        },
      }),
    [],
  )
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
// #endregion signIn

// #region app
export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SignIn>
          <RainbowKitProvider theme={darkTheme({ accentColor: '#7b3fe4' })}>
            <ConnectButton />
            <Wallet />
          </RainbowKitProvider>
        </SignIn>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion app

// #region wallet
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function Wallet() {
  const { openConnectModal } = useConnectModal()
  const { address, isConnected } = useAccount()
  const { data: balance } = useBalance({ address })
  const { sendTransaction, data: hash, isPending } = useSendTransaction()
  if (!isConnected)
    return (
      <button type="button" onClick={() => openConnectModal?.()}>
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
