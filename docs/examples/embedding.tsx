// README.md, "Embedding Portico": the minimal React example, type-checked by npm test (tsconfig.json).
// #region readme
import { createPortico } from '@portico/core'
import { base, mainnet } from '@portico/core/networks'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { createEvmAdapter } from '@portico/evm'
import { ConnectButton, PorticoProvider, useAccount } from '@portico/react'
import { createWalletConnectAdapter } from '@portico/walletconnect'

const portico = createPortico({
  projectId: 'your-project-id',
  apiUrl: 'https://api.example.org', // your Portico API (services/api), configured for these chains
  networks: [mainnet, base],
  // Browser wallets (EIP-6963), mobile wallets over WalletConnect, and email/social login with an
  // embedded wallet served by your secure site (services/secure). A WalletConnect Cloud project id
  // lets MetaMask Mobile & co. pair on WalletConnect's public relay; without one, give your relay
  // (`relayUrl`), where only wallets configured for it pair (docs/walletconnect.md, "Which relay").
  adapters: [
    createEvmAdapter(),
    createWalletConnectAdapter({ walletConnectProjectId: 'your-walletconnect-cloud-project-id' }),
    createEmbeddedWalletAdapter({ url: 'https://wallet.example.org' }),
  ],
  metadata: { name: 'My dApp', description: 'What it does', url: 'https://my.dapp', icons: [] },
})

function Address() {
  const { address, balance, balanceSymbol } = useAccount()
  return <p>{address ? `${address}: ${balance} ${balanceSymbol}` : 'Not connected'}</p>
}

export function App() {
  return (
    <PorticoProvider instance={portico} themeMode="dark">
      <ConnectButton />
      <Address />
    </PorticoProvider>
  )
}
// #endregion readme
