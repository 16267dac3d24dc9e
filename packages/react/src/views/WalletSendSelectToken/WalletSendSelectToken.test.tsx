import type { ApiBalance } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { WalletSendSelectToken } from './WalletSendSelectToken.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (symbol: string, name: string, numeric: string, value: number): ApiBalance => ({
  name,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol
    .padEnd(40, '0')
    .slice(0, 40)
    .replace(/[^0-9a-f]/gi, 'a')}`,
  quantity: { decimals: '6', numeric },
  price: 1,
  value,
  iconUrl: '',
})
const eth: ApiBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1.23456' },
  price: 3000,
  value: 3703.68,
  iconUrl: '',
}

async function setup(tokenBalance: ApiBalance[] | undefined) {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({ networks: [testNetwork(31337)], adapters: [wallets.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.chains.setState((s) => ({
    accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, tokenBalance } },
  }))
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'WalletSend' }, { view: 'WalletSendSelectToken' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <WalletSendSelectToken />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('WalletSendSelectToken: the balances, native first, with 3 decimals and their value; choosing one sets it and goes back', async () => {
  const { portico, screen } = await setup([
    eth,
    token('USDC', 'USD Coin', '100.5', 100.5),
    token('DAI', 'Dai Stablecoin', '7', 7),
  ])
  const options = screen.getByRole('list', { name: 'Select Token' }).getByRole('button')
  await expect.element(options.first()).toHaveTextContent('EtherETH1.2343,703.68 USD')
  expect(options.elements().map((o) => o.querySelector('.token-text span')?.textContent)).toEqual([
    'Ether',
    'USD Coin',
    'Dai Stablecoin',
  ])
  await expect
    .element(screen.getByTestId('portico-send-token-option-ETH'))
    .toHaveTextContent('3,703.68 USD')
  await screen.getByTestId('portico-send-token-option-USDC').click()
  expect(portico.stores.send.getState().token).toMatchObject({
    symbol: 'USDC',
    quantity: { decimals: 6, numeric: '100.5' },
  })
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSend')
})

test('WalletSendSelectToken: search by name or symbol, and a message when nothing matches', async () => {
  const { screen } = await setup([eth, token('USDC', 'USD Coin', '1', 1)])
  const search = screen.getByLabelText('Search tokens')
  await userEvent.fill(search, 'coin')
  await expect.element(screen.getByTestId('portico-send-token-option-USDC')).toBeVisible()
  await expect.element(screen.getByTestId('portico-send-token-option-ETH')).not.toBeInTheDocument()
  await userEvent.fill(search, 'zzz')
  await expect
    .element(screen.getByTestId('portico-send-tokens-none-found'))
    .toHaveTextContent('No token found')
})

test('WalletSendSelectToken: without API balances, the native balance read through the adapter', async () => {
  const { screen } = await setup(undefined)
  // The fake wallet holds 1.2345 ETH.
  await expect
    .element(screen.getByTestId('portico-send-token-option-ETH'))
    .toHaveTextContent('1.234')
})
