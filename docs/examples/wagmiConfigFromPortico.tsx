// README.md, "With wagmi", and packages/wagmi/README.md: Portico builds the wagmi config.
// Type-checked by npm test (tsconfig.json).
// #region readme
import { createPortico } from '@portico/core'
import { base, mainnet } from '@portico/core/networks'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createWagmiAdapter } from '@portico/wagmi'
import { createWalletConnectAdapter } from '@portico/walletconnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'

const networks = [mainnet, base] as const
const walletConnect = createWalletConnectAdapter({
  walletConnectProjectId: 'your-walletconnect-cloud-project-id',
})
// The config for <WagmiProvider>, made from Portico's networks, and Portico's EVM adapter over
// it. No createEvmAdapter(): wagmi discovers the browser wallets (EIP-6963).
const { wagmiConfig, adapter } = createWagmiAdapter({ networks, walletConnect })
const portico = createPortico({
  projectId: 'your-project-id',
  networks,
  adapters: [adapter, walletConnect],
})
const queryClient = new QueryClient()

export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider instance={portico}>
          <ConnectButton />
          {/* wagmi's hooks (useReadContract, useWriteContract, …) use the wallet connected here */}
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
// #endregion readme
