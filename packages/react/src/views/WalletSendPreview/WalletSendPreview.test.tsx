import type { ApiBalance } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { WalletSendPreview } from './WalletSendPreview.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const eth: ApiBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '2' },
  price: 3000,
  value: 6000,
  iconUrl: '',
}
const usdc: ApiBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: `eip155:31337:${USDC}`,
  quantity: { decimals: '6', numeric: '100' },
  price: 1,
  value: 100,
  iconUrl: '',
}

async function setup() {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({
    networks: [testNetwork(31337, 'eip155', 'Anvil')],
    adapters: [wallets.adapter],
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.send.setState({ tokenBalances: [eth, usdc] })
  portico.send.setToken({ token: usdc })
  portico.send.setAmount({ amount: '12.5' })
  portico.send.setReceiver({ receiver: { address: BOB, profileName: 'bob.portico.eth' } })
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'WalletSend' }, { view: 'WalletSendPreview' }],
  })
  wallets.calls.length = 0
  const screen = await render(
    <PorticoProvider instance={portico}>
      <WalletSendPreview />
    </PorticoProvider>,
  )
  return { portico, screen, wallets }
}

test('WalletSendPreview: the amount and its value, the receiver by name with the whole address, the network and the estimated fee', async () => {
  const { screen } = await setup()
  await expect
    .element(screen.getByTestId('portico-send-preview-amount'))
    .toHaveTextContent('12.5 USDC')
  await expect
    .element(screen.getByTestId('portico-send-preview-value'))
    .toHaveTextContent('≈ 12.50 USD')
  await expect
    .element(screen.getByTestId('portico-send-preview-receiver'))
    .toHaveTextContent(`bob.portico.eth${BOB}`)
  await expect
    .element(screen.getByTestId('portico-send-preview-network'))
    .toHaveTextContent('Anvil')
  // The fake adapter: 50,000 gas for a token transfer at 2 gwei = 0.0001 ETH, at 3,000 USD.
  await expect
    .element(screen.getByTestId('portico-send-preview-fee'))
    .toHaveTextContent('0.0001 ETH≈ 0.30 USD')
})

test('WalletSendPreview: Send shows the send under way, then Account with the success toast and every field reset', async () => {
  const { portico, screen, wallets } = await setup()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const original = wallets.adapter.writeContract?.bind(wallets.adapter)
  wallets.adapter.writeContract = async (parameters) => {
    await held
    return original!(parameters)
  }
  await screen.getByTestId('portico-send-submit').click()
  const submit = screen.getByTestId('portico-send-submit')
  await expect.element(submit).toHaveTextContent('Sending…')
  await expect.element(submit).toHaveAttribute('aria-busy', 'true')
  await expect.element(screen.getByTestId('portico-send-cancel')).toBeDisabled()
  release()
  await until(() => portico.stores.router.getState().history.at(-1)?.view === 'Account')
  expect(
    wallets.calls.some((c) => c.startsWith(`writeContract:w1:${USDC}:transfer(${BOB},12500000)`)),
  ).toBe(true)
  expect(portico.stores.send.getState()).toMatchObject({
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    loading: false,
  })
  expect(portico.stores.notification.getState()).toMatchObject({
    message: 'Transaction sent',
    variant: 'success',
  })
})

test('WalletSendPreview: a refusal in the wallet shows an error toast and keeps the preview for another try', async () => {
  const { portico, screen, wallets } = await setup()
  wallets.fail('writeContract')
  await screen.getByTestId('portico-send-submit').click()
  await until(() => portico.stores.notification.getState().variant === 'error')
  expect(portico.stores.notification.getState().message).toBe('User rejected the request.')
  await expect.element(screen.getByTestId('portico-send-submit')).toHaveTextContent('Send')
  expect(portico.stores.send.getState().sendTokenAmount).toBe('12.5')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSendPreview')
})
