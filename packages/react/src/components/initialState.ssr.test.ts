// Server rendering from a cookie (node, no DOM): what a Next.js server component renders after a
// reload — createPortico({ initialState: cookieToInitialState(cookieHeader) }) on the server.
import { cookieToInitialState, createPortico } from '@portico/core'
import { createFakeAdapter, testNetwork } from '@portico/core/testing'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'
import { ConnectButton } from './ConnectButton/ConnectButton.js'
import { NetworkButton } from './NetworkButton/NetworkButton.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cookie = (value: unknown) =>
  `theme=dark; portico.connector_id=w1; portico.connected_account=${encodeURIComponent(
    JSON.stringify(value),
  )}`

/** The page a server renders for a request carrying `cookieHeader`. */
function render(cookieHeader: string | null) {
  const portico = createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337, 'eip155', 'Devnet A'), testNetwork(31338, 'eip155', 'Devnet B')],
    adapters: [createFakeAdapter('eip155', []).adapter],
    initialState: cookieToInitialState(cookieHeader),
  })
  return renderToString(
    h(PorticoProvider, { instance: portico }, h(ConnectButton), h(NetworkButton)),
  )
}

describe('server rendering from the cookie', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('a connected account: the account button (shortened address) on its network, no Connect Wallet', () => {
    const html = render(cookie({ caipAddress: `eip155:31338:${ADDRESS}`, connectorId: 'w1' }))
    expect(html).toContain('data-testid="account-button"')
    expect(html).toMatch(/data-testid="account-button-address">0xf3…b92266</)
    expect(html).toContain(`title="${ADDRESS}"`)
    // No balance yet: the server asks no chain; it comes after the wallet confirms the account.
    expect(html).not.toContain('data-testid="account-button-balance"')
    expect(html).toContain('aria-label="Network Devnet B. Choose another network"')
    expect(html).not.toContain('data-testid="connect-button"')
  })

  it.each([
    ['no cookie', null],
    ['a tampered address', cookie({ caipAddress: 'eip155:31338:<script>', connectorId: 'w1' })],
    ['not JSON', 'portico.connected_account=%7Bnope'],
    [
      'a network the dApp does not configure',
      cookie({ caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'w1' }),
    ],
  ])('%s: Connect Wallet on the default network, nothing thrown', (_case, header) => {
    const html = render(header)
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('>Connect Wallet<')
    expect(html).not.toContain('data-testid="account-button"')
    expect(html).toContain('aria-label="Network Devnet A. Choose another network"')
  })
})
