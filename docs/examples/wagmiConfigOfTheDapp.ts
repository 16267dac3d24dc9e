// docs/migrating/*.md, "Keeping your own wagmi config": the dApp keeps its createConfig.
// Type-checked by npm test (tsconfig.json). Hidden from the guides: Portico's adapters.
import { createPortico } from '@portico/core'
import { mainnet } from '@portico/core/networks'
import { createEmbeddedWalletAdapter } from '@portico/embedded'
import { createWalletConnectAdapter } from '@portico/walletconnect'

const walletConnect = createWalletConnectAdapter({ walletConnectProjectId: 'your-wc-project-id' })
const embeddedWallet = createEmbeddedWalletAdapter({ url: 'https://wallet.example.org' })

// #region readme
import { createWagmiAdapter, porticoEmbeddedWallet, porticoWalletConnect } from '@portico/wagmi'
import { createConfig, http } from 'wagmi'
import { mainnet as wagmiMainnet } from 'wagmi/chains'

// Your config, with Portico's connections among its connectors.
const wagmiConfig = createConfig({
  chains: [wagmiMainnet],
  transports: { [wagmiMainnet.id]: http('https://ethereum.reth.rs/rpc') },
  connectors: [porticoWalletConnect(walletConnect), porticoEmbeddedWallet(embeddedWallet)],
})
const { adapter } = createWagmiAdapter({ config: wagmiConfig })
const portico = createPortico({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [adapter, walletConnect, embeddedWallet],
})

// #endregion readme

export { portico }
