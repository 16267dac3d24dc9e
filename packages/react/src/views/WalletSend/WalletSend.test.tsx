import { type ApiBalance, chainIdToCoinType, type Network } from '@portico/core/internal'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { WalletSend } from './WalletSend.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const A: Network = testNetwork(31337, 'eip155', 'Anvil')
const API_URL = 'https://api.send-test.invalid'

const balances: ApiBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    quantity: { decimals: '18', numeric: '2.5' },
    price: 3000,
    value: 7500,
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: `eip155:31337:${USDC}`,
    quantity: { decimals: '6', numeric: '100' },
    price: 1,
    value: 100,
    iconUrl: '',
  },
]

/**
 * Test-only stand-in for the names route of the Portico API (`GET /v1/profile/account/{name}`),
 * which cannot run in the browser test; core's resolveReceiver test runs against a real server
 * and e2e/specs/send.spec.ts against the real API.
 */
function namesApiStandIn(): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin === API_URL && url.pathname === '/v1/profile/account/bob.portico.eth')
      return Response.json({
        name: 'bob.portico.eth',
        registered: 1,
        updated: 1,
        addresses: { [String(chainIdToCoinType(31337))]: { address: BOB, created: 1 } },
        attributes: [
          {
            avatar:
              'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
          },
        ],
      })
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

async function setup() {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({ networks: [A], adapters: [wallets.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  // The account's balances as syncBalance stores them from the API (spec §3 tokenBalance).
  portico._internal.stores.chains.setState((s) => ({
    accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, tokenBalance: balances } },
  }))
  portico._internal.stores.options.setState((s) => ({ options: { ...s.options, apiUrl: API_URL } }))
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'WalletSend' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <WalletSend />
    </PorticoProvider>,
  )
  await until(() => portico.stores.send.getState().tokenBalances.length === 2)
  return { portico, screen, wallets }
}

const button = (screen: Awaited<ReturnType<typeof setup>>['screen']) =>
  screen.getByTestId('portico-send-continue')

test('WalletSend: the primary button says what is missing, in order, and is enabled only when all is there', async () => {
  const { portico, screen } = await setup()
  await expect.element(button(screen)).toHaveTextContent('Select a token')
  await expect.element(button(screen)).toBeDisabled()
  portico.send.setToken({ token: balances[1] })
  await expect.element(button(screen)).toHaveTextContent('Enter an amount')
  await userEvent.fill(screen.getByLabelText('Amount'), '101')
  await expect.element(button(screen)).toHaveTextContent('Insufficient balance')
  await expect
    .element(screen.getByTestId('portico-send-amount-error'))
    .toHaveTextContent('Insufficient balance')
  await expect.element(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true')
  await userEvent.fill(screen.getByLabelText('Amount'), '99.5')
  await expect.element(button(screen)).toHaveTextContent('Add a receiver')
  await userEvent.fill(screen.getByLabelText('To'), '0x1234')
  await expect.element(button(screen)).toHaveTextContent('Invalid address')
  await expect
    .element(screen.getByTestId('portico-send-receiver-error'))
    .toHaveTextContent('Invalid address')
  await userEvent.fill(screen.getByLabelText('To'), BOB)
  await expect.element(button(screen)).toHaveTextContent('Preview send')
  await expect.element(button(screen)).toBeEnabled()
  expect(portico.stores.send.getState()).toMatchObject({
    sendTokenAmount: '99.5',
    receiverAddress: BOB,
  })
  await button(screen).click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSendPreview')
})

test('WalletSend: the amount takes digits and one point (a comma is read as one), its USD value shows, too many decimals are named', async () => {
  const { portico, screen } = await setup()
  portico.send.setToken({ token: balances[1] })
  const amount = screen.getByLabelText('Amount')
  await userEvent.type(amount, '1a2,5')
  await expect.element(amount).toHaveValue('12.5')
  await expect.element(screen.getByTestId('portico-send-fiat')).toHaveTextContent('≈ 12.50 USD')
  await userEvent.fill(amount, '1.1234567')
  await expect
    .element(screen.getByTestId('portico-send-amount-error'))
    .toHaveTextContent('Enter an amount with at most 6 decimals')
})

test('WalletSend: the token chip opens WalletSendSelectToken, then shows the chosen token and its balance', async () => {
  const { portico, screen } = await setup()
  await screen.getByTestId('portico-send-token').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('WalletSendSelectToken')
  portico.send.setToken({ token: balances[0] })
  // Named by its visible text, then the hidden hint (WCAG 2.5.3).
  await expect
    .element(screen.getByTestId('portico-send-token'))
    .toHaveAccessibleName(/^ETH\s*, choose another token$/)
  await expect
    .element(screen.getByTestId('portico-send-balance'))
    .toHaveTextContent('Balance: 2.5 ETH')
})

test('WalletSend: max puts the whole token balance, and for the native currency leaves room for gas', async () => {
  const { portico, screen } = await setup()
  portico.send.setToken({ token: balances[1] })
  await screen.getByTestId('portico-send-max').click()
  await expect.element(screen.getByLabelText('Amount')).toHaveValue('100')
  portico.send.setToken({ token: balances[0] })
  await screen.getByTestId('portico-send-max').click()
  // 2.5 ETH − 2 × 21,000 gas × 2 gwei (the fake adapter's estimate).
  await expect.element(screen.getByLabelText('Amount')).toHaveValue('2.499916')
})

test('WalletSend: a name resolves to its address, shown with the avatar and name; an unknown one says so', async () => {
  vi.stubGlobal('fetch', namesApiStandIn())
  const { portico, screen } = await setup()
  await userEvent.fill(screen.getByLabelText('To'), 'bob.portico.eth')
  await expect
    .element(screen.getByTestId('portico-send-receiver-profile'))
    .toHaveTextContent('bob.portico.eth0x70…dc79C8')
  await expect.element(screen.getByTestId('portico-avatar-image')).toBeVisible()
  expect(portico.stores.send.getState()).toMatchObject({
    receiverAddress: BOB,
    receiverProfileName: 'bob.portico.eth',
  })
  await userEvent.fill(screen.getByLabelText('To'), 'nobody.portico.eth')
  await expect
    .element(screen.getByTestId('portico-send-receiver-error'))
    .toHaveTextContent('Error resolving name')
  expect(portico.stores.send.getState().receiverAddress).toBeUndefined()
})

test('WalletSend: coming back from another view keeps what was entered', async () => {
  const { portico, screen } = await setup()
  portico.send.setToken({ token: balances[1] })
  portico.send.setAmount({ amount: '5' })
  portico.send.setReceiver({ receiver: { address: BOB, profileName: 'bob.portico.eth' } })
  screen.unmount()
  const again = await render(
    <PorticoProvider instance={portico}>
      <WalletSend />
    </PorticoProvider>,
  )
  await expect.element(again.getByLabelText('To')).toHaveValue('bob.portico.eth')
  await expect.element(again.getByLabelText('Amount')).toHaveValue('5')
  await expect.element(again.getByTestId('portico-send-continue')).toHaveTextContent('Preview send')
})
