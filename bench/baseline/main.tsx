/**
 * The baseline dApp: what a site doing the demo's job by hand would ship. EIP-6963 discovery, a
 * connect button, a list of the discovered wallets on click, eth_requestAccounts, and the
 * checksummed address, chain and balance through viem. Same test ids as the widget, so the bench
 * measures both pages with the same code.
 */
import { StrictMode, useEffect, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import {
  type Address,
  type Chain,
  createClient,
  defineChain,
  type EIP1193Provider,
  formatEther,
  getAddress,
  http,
} from 'viem'
import { getBalance } from 'viem/actions'

type ProviderDetail = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

const chains: Chain[] = [
  defineChain({
    id: 31337,
    name: 'Portico Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [import.meta.env.PORTICO_CHAIN_A_RPC] } },
  }),
  defineChain({
    id: 31338,
    name: 'Portico Devnet B',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [import.meta.env.PORTICO_CHAIN_B_RPC] } },
  }),
]
// createClient + the one action used, as viem's docs advise for bundle size: createPublicClient
// would bring every public action (ENS, multicall, signature checks…), ~75 kB gzip more.
const clients = new Map(
  chains.map((chain) => [chain.id, createClient({ chain, transport: http() })]),
)

// EIP-6963: listen, then ask the wallets already on the page to announce themselves.
let wallets: readonly ProviderDetail[] = []
const walletListeners = new Set<() => void>()
window.addEventListener('eip6963:announceProvider', (event) => {
  const detail = (event as CustomEvent<ProviderDetail>).detail
  if (!detail?.info?.rdns || typeof detail.provider?.request !== 'function') return
  wallets = [...wallets.filter((w) => w.info.rdns !== detail.info.rdns), detail]
  for (const listener of walletListeners) listener()
})
window.dispatchEvent(new Event('eip6963:requestProvider'))
const subscribeWallets = (listener: () => void) => {
  walletListeners.add(listener)
  return () => walletListeners.delete(listener)
}

const LAST_WALLET_KEY = 'baseline.lastWallet'

type Connection = { wallet: ProviderDetail; address: Address; chainId: number }

function App() {
  const discovered = useSyncExternalStore(subscribeWallets, () => wallets)
  const [open, setOpen] = useState(false)
  const [connection, setConnection] = useState<Connection>()
  const [balance, setBalance] = useState<string>()
  const [error, setError] = useState<string>()

  async function connect(wallet: ProviderDetail, method: 'eth_requestAccounts' | 'eth_accounts') {
    try {
      const [account] = await wallet.provider.request({ method })
      if (!account) return
      const chainId = Number(await wallet.provider.request({ method: 'eth_chainId' }))
      setConnection({ wallet, address: getAddress(account), chainId })
      localStorage.setItem(LAST_WALLET_KEY, wallet.info.rdns)
      setOpen(false)
      setError(undefined)
    } catch (e) {
      setError((e as { code?: number }).code === 4001 ? 'Connection rejected' : String(e))
    }
  }

  // Reconnect to the wallet used last time, without a prompt.
  useEffect(() => {
    const last = localStorage.getItem(LAST_WALLET_KEY)
    const wallet = discovered.find((w) => w.info.rdns === last)
    if (wallet && !connection) void connect(wallet, 'eth_accounts')
  }, [discovered, connection])

  useEffect(() => {
    if (!connection) return
    const { provider } = connection.wallet
    const onAccounts = (accounts: Address[]) =>
      setConnection((c) =>
        c && accounts[0] ? { ...c, address: getAddress(accounts[0]) } : undefined,
      )
    const onChain = (chainId: string) =>
      setConnection((c) => c && { ...c, chainId: Number(chainId) })
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    return () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
    }
  }, [connection])

  useEffect(() => {
    setBalance(undefined)
    const client = connection && clients.get(connection.chainId)
    if (!connection || !client) return
    let current = true
    getBalance(client, { address: connection.address })
      .then((wei) => current && setBalance(formatEther(wei)))
      .catch(() => current && setBalance(undefined))
    return () => {
      current = false
    }
  }, [connection])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const chain = chains.find((c) => c.id === connection?.chainId)
  return (
    <main className="page">
      <header className="bar">
        <h1>Baseline dApp</h1>
        {connection ? (
          <button
            type="button"
            className="connect"
            data-testid="account-button"
            onClick={() => {
              localStorage.removeItem(LAST_WALLET_KEY)
              setConnection(undefined)
            }}
          >
            {`${connection.address.slice(0, 4)}…${connection.address.slice(-6)}`}
          </button>
        ) : (
          <button
            type="button"
            className="connect"
            data-testid="connect-button"
            onClick={() => setOpen(true)}
          >
            Connect Wallet
          </button>
        )}
      </header>
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="demo-status">{connection ? 'connected' : 'disconnected'}</dd>
          <dt>Address</dt>
          <dd data-testid="demo-address">{connection?.address ?? '—'}</dd>
          <dt>Chain</dt>
          <dd data-testid="demo-chain">
            {chain ? `${chain.name} (${chain.id})` : (connection?.chainId ?? '—')}
          </dd>
          <dt>Balance</dt>
          <dd data-testid="demo-balance">{balance !== undefined ? `${balance} ETH` : '—'}</dd>
        </dl>
      </section>
      {open && (
        <div className="overlay">
          <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="connect-title">
            <h2 id="connect-title">Connect Wallet</h2>
            {error && <p role="alert">{error}</p>}
            <ul className="wallets">
              {discovered.map((wallet) => (
                <li key={wallet.info.rdns}>
                  <button
                    type="button"
                    className="wallet"
                    data-testid={`wallet-option-${wallet.info.rdns}`}
                    onClick={() => void connect(wallet, 'eth_requestAccounts')}
                  >
                    <img src={wallet.info.icon} alt="" />
                    {wallet.info.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
