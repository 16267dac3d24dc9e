// The bench page of `npm run bench:allWallets`: Portico's AllWallets view alone, in the modal's
// width, over a catalogue of `?wallets=N` (default 5,000) made-up wallets already in the wallet
// list (as after scrolling through every page), so the figures are the list's rendering only.
import { createMemoryStorage, createPortico, type WalletCatalogueEntry } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { AllWallets } from '../../packages/react/src/views/AllWallets/AllWallets.js'

const count = Number(new URLSearchParams(location.search).get('wallets') ?? 5_000)
const wallets: WalletCatalogueEntry[] = Array.from({ length: count }, (_, i) => ({
  id: `wallet-${i}`,
  name: `Wallet ${i}`,
  rdns: `com.example.wallet${i}`,
  chains: ['eip155:1'],
  mobile_link: `wallet${i}://`,
}))

const portico = createPortico({
  projectId: 'bench',
  networks: [
    {
      id: 1,
      name: 'Ethereum',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  storage: createMemoryStorage(),
  features: { email: false, socials: false, analytics: false },
})
portico._internal.stores.walletList.setState({ wallets, count, page: Math.ceil(count / 40) })

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
root.style.cssText = 'width: 360px; margin: 16px auto; font: 15px system-ui, sans-serif'
createRoot(root).render(
  <PorticoProvider instance={portico}>
    <AllWallets />
  </PorticoProvider>,
)
