import { initialOnrampState, type OnrampPurchase, PorticoError } from '@portico/core/internal'
import { createFakeAdapter, testInstance } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { BuyInProgress } from './BuyInProgress.js'

const purchase: OnrampPurchase = {
  provider: 'sandbox',
  symbol: 'USDC',
  address: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  expectedAmount: '98.4',
  startBalance: '0',
  status: 'waiting',
  startedAt: 0,
}

afterEach(() => {
  vi.restoreAllMocks()
})

async function setup() {
  const wallets = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [wallets.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.onramp.setState({ selectedProvider: 'sandbox', purchase })
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRamp' }, { view: 'BuyInProgress' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <BuyInProgress />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('BuyInProgress: the provider, what to do, Open again; the live region announces the tokens that arrived with the amount', async () => {
  const { portico, screen } = await setup()
  await expect
    .element(screen.getByTestId('portico-buy-provider'))
    .toHaveTextContent('With Portico Sandbox')
  await expect
    .element(screen.getByText('Complete the purchase in the window that opened'))
    .toBeVisible()
  await expect
    .element(screen.getByTestId('portico-buy-expected'))
    .toHaveTextContent('You get ≈ 98.40 USDC')
  await expect.element(screen.getByTestId('portico-buy-open-again')).toHaveTextContent('Open again')
  const status = screen.getByRole('status')
  await expect.element(status).toHaveAttribute('aria-live', 'polite')
  await expect.element(status).toHaveTextContent('Waiting for the tokens to arrive…')
  const region = status.element()
  portico._internal.stores.onramp.setState({
    purchase: { ...purchase, status: 'arrived', receivedAmount: '98.4' },
  })
  await expect.element(status).toHaveTextContent('98.40 USDC arrived in your wallet')
  // The same live region, so a screen reader announces the change.
  expect(status.element()).toBe(region)
  expect(screen.getByTestId('portico-buy-open-again').query()).toBeNull()
  await expect.element(screen.getByTestId('portico-buy-back')).toHaveTextContent('Back to account')
})

test('BuyInProgress: a failed purchase says so with the error, and offers to try again', async () => {
  const { portico, screen } = await setup()
  portico._internal.stores.onramp.setState({
    purchase: { ...purchase, status: 'failed' },
    error: new PorticoError('Popup closed'),
  })
  await expect
    .element(screen.getByRole('status'))
    .toHaveTextContent('The purchase did not completePopup closed')
  await expect.element(screen.getByTestId('portico-buy-open-again')).toHaveTextContent('Try again')
})

test('BuyInProgress: Open again reopens the provider inside the click; Back to account ends the on-ramp (resetOnramp)', async () => {
  const { portico, screen } = await setup()
  const calls: boolean[] = []
  vi.spyOn(portico.onramp, 'open').mockImplementation(async () => {
    calls.push(navigator.userActivation.isActive)
  })
  await screen.getByTestId('portico-buy-open-again').click()
  expect(calls).toEqual([true])
  await screen.getByTestId('portico-buy-back').click()
  expect(portico.stores.onramp.getState()).toEqual(initialOnrampState())
  expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
})
