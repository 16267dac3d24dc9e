// The dApp of docs/migrating/from-appkit.md on Reown AppKit 1.8 with its wagmi adapter (wagmi 2,
// React 18), before the migration. Type-checked by scripts/docsExamples.test.ts against the real
// AppKit.
// #region setup
import { type AppKitNetwork, base, mainnet } from '@reown/appkit/networks'
import { createAppKit, useAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createSIWEConfig } from '@reown/appkit-siwe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { formatUnits, parseEther } from 'viem'
import { useAccount, useBalance, useSendTransaction, WagmiProvider } from 'wagmi'
import { siweBackend } from '../../siweBackend.js'

const projectId = 'your-walletconnect-cloud-project-id'
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'My dApp', description: 'What it does', url: 'https://my.dapp', icons: [] },
  themeMode: 'dark',
  themeVariables: { '--w3m-accent': '#7b3fe4' },
  // #region signIn
  // Sign-in with Ethereum: the backend calls, with the fields of every message.
  siweConfig: createSIWEConfig({
    ...siweBackend,
    getMessageParams: async () => ({
      domain: window.location.host,
      uri: window.location.origin,
      chains: [mainnet.id, base.id],
      statement: 'Sign in to My dApp',
    }),
  }),
  // #endregion signIn
})
const queryClient = new QueryClient()
// #endregion setup

// #region app
export function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
        <Wallet />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion app

// #region wallet
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function Wallet() {
  const { open } = useAppKit()
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
