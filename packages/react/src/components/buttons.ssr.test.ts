// Server-side rendering (node, no DOM): the buttons and the hooks render with react-dom/server
// and touch no browser global — `window` and `document` do not exist here, so any use throws.
import { createPortico, type Network } from '@portico/core'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useNetwork } from '../hooks/useNetwork.js'
import { usePorticoState } from '../hooks/usePorticoState.js'
import { useWalletList } from '../hooks/useWalletList.js'
import { PorticoProvider } from '../PorticoProvider.js'
import { AccountButton } from './AccountButton/AccountButton.js'
import { ConnectButton } from './ConnectButton/ConnectButton.js'
import { NetworkButton } from './NetworkButton/NetworkButton.js'

const NETWORK: Network = {
  id: 31337,
  name: 'Anvil',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function Hooks() {
  const { network } = useNetwork()
  const { initialized } = usePorticoState()
  const { wallets } = useWalletList()
  return h('p', null, `${network.name} ${initialized} ${wallets.length}`)
}

const page = (portico: ReturnType<typeof createPortico>) =>
  renderToString(
    h(
      PorticoProvider,
      { instance: portico },
      h(ConnectButton),
      h(AccountButton),
      h(NetworkButton, { size: 'sm' }),
      h(Hooks),
    ),
  )

describe('server-side rendering', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('disconnected: Connect Wallet, no account button, the network, the stylesheet once', () => {
    const portico = createPortico({ projectId: 'p1', networks: [NETWORK] })
    const html = page(portico)
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('>Connect Wallet<')
    expect(html).not.toContain('data-testid="account-button"')
    expect(html).toContain('aria-label="Network Anvil. Choose another network"')
    // The initial is drawn from an attribute, so the only visible text is the network's name.
    expect(html).toContain('data-initial="A"')
    expect(html).toContain('<p>Anvil false 0</p>')
    expect(html.match(/data-href="portico-buttons"/g)).toHaveLength(1)
    // The theme is inline, sanitised: 'system' renders light on the server.
    expect(html).toContain('--portico-bg:#ffffff')
  })

  it('connected (state restored before render): the account with its shortened address and balance', () => {
    const portico = createPortico({ projectId: 'p1', networks: [NETWORK] })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    portico._internal.stores.chains.setState({
      accounts: {
        eip155: {
          status: 'connected',
          currentTab: 'Tokens',
          address,
          caipAddress: `eip155:31337:${address}`,
          balance: '10',
          balanceSymbol: 'ETH',
        },
      },
    })
    const html = page(portico)
    // Named by its visible text, then a visually hidden ', account' (WCAG 2.5.3).
    expect(html).toMatch(
      />0xf3…b92266<\/span><span[^>]*>10 ETH<\/span><span class="portico-button__hidden">, account<\/span>/,
    )
    expect(html.match(/<button[^>]*data-testid="account-button"[^>]*>/)?.[0]).not.toContain(
      'aria-label',
    )
    expect(html.match(/data-testid="account-button"/g)).toHaveLength(2)
    expect(html).not.toContain('data-testid="connect-button"')
  })
})
