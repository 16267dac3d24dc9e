// The dApp of docs/migrating on Portico: the same app as before/*/App.tsx, with Portico in place of
// the kit. Type-checked by scripts/docsExamples.test.ts on wagmi 3 and on wagmi 2.
// #region setup
import { createPortico } from '@portico/core'
import { base, mainnet } from '@portico/core/networks'
import { ConnectButton, PorticoProvider, useModal } from '@portico/react'
import { createWagmiAdapter } from '@portico/wagmi'
import { createWalletConnectAdapter } from '@portico/walletconnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { formatUnits, parseEther } from 'viem'
import { useAccount, useBalance, useSendTransaction, WagmiProvider } from 'wagmi'
import { siweBackend } from '../siweBackend.js'

const networks = [mainnet, base] as const
// Mobile wallets: with a WalletConnect Cloud project id, MetaMask Mobile & co. pair on
// WalletConnect's public relay (docs/walletconnect.md, "Which relay").
const walletConnect = createWalletConnectAdapter({
  walletConnectProjectId: 'your-walletconnect-cloud-project-id',
})
// The wagmi config for <WagmiProvider>, and Portico's EVM adapter over it.
const { wagmiConfig, adapter } = createWagmiAdapter({ networks, walletConnect })
const portico = createPortico({
  projectId: 'your-portico-project-id',
  apiUrl: 'https://api.example.org', // your Portico API (services/api)
  networks,
  adapters: [adapter, walletConnect],
  metadata: { name: 'My dApp', description: 'What it does', url: 'https://my.dapp', icons: [] },
  // #region signIn
  // Sign-in with Ethereum: the same backend calls; Portico keeps the session's status itself.
  siweConfig: siweBackend,
  // #endregion signIn
})
const queryClient = new QueryClient()
// #endregion setup

// #region app
export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider instance={portico} themeMode="dark" themeVariables={{ accent: '#7b3fe4' }}>
          <ConnectButton />
          <Wallet />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion app

// #region wallet
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function Wallet() {
  const { open } = useModal()
  const { address, isConnected } = useAccount()
  const { data: balance } = useBalance({ address })
  const { sendTransaction, data: hash, isPending } = useSendTransaction()
  if (!isConnected)
    return (
      <button type="button" onClick={() => open()}>
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
