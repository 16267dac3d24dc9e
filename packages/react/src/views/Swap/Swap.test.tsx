import { PorticoError } from '@portico/core'
import { until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ETH, ETH_USDC_QUOTE, swapInstance, USDC } from '../../ui/testing/swapFixtures.js'
import { Swap } from './Swap.js'

async function setup(portico: Awaited<ReturnType<typeof swapInstance>>) {
  portico._internal.stores.router.setState({ history: [{ view: 'Account' }, { view: 'Swap' }] })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Swap />
    </PorticoProvider>,
  )
  return screen
}

test("Swap: the one primary button names what is missing — 'Select a token', 'Enter an amount', 'Insufficient balance', 'Getting quote…', 'Insufficient liquidity' — then 'Review swap' opens SwapPreview", async () => {
  const portico = await swapInstance()
  const screen = await setup(portico)
  const button = screen.getByTestId('portico-swap-continue')
  await expect.element(button).toHaveTextContent('Select a token')
  await expect.element(button).toBeDisabled()
  portico._internal.stores.swap.setState({ sourceToken: ETH, toToken: USDC })
  await expect.element(button).toHaveTextContent('Enter an amount')
  portico._internal.stores.swap.setState({ sourceTokenAmount: '3' })
  await expect.element(button).toHaveTextContent('Insufficient balance')
  await expect
    .element(screen.getByTestId('portico-swap-amount-error'))
    .toHaveTextContent('Insufficient balance')
  await expect.element(screen.getByLabelText('You pay')).toHaveAttribute('aria-invalid', 'true')
  portico._internal.stores.swap.setState({ sourceTokenAmount: '1', loadingQuote: true })
  await expect.element(button).toHaveTextContent('Getting quote…')
  portico._internal.stores.swap.setState({
    loadingQuote: false,
    inputError: 'insufficientLiquidity',
  })
  await expect.element(button).toHaveTextContent('Insufficient liquidity')
  await expect.element(button).toBeDisabled()
  portico._internal.stores.swap.setState({
    inputError: undefined,
    quote: ETH_USDC_QUOTE,
    toTokenAmount: '3000',
  })
  await expect.element(button).toHaveTextContent('Review swap')
  await expect.element(button).toBeEnabled()
  await button.click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('SwapPreview')
})

test("Swap: amounts with their USD values, the balance, the quoted amount and the price line '1 ETH = 3,000 USDC'", async () => {
  const portico = await swapInstance({
    sourceToken: ETH,
    toToken: USDC,
    sourceTokenAmount: '1',
    quote: ETH_USDC_QUOTE,
    toTokenAmount: '3000',
  })
  const screen = await setup(portico)
  await expect.element(screen.getByLabelText('You pay')).toHaveValue('1')
  await expect.element(screen.getByLabelText('You receive')).toHaveValue('3000')
  await expect
    .element(screen.getByTestId('portico-swap-source-fiat'))
    .toHaveTextContent('≈ 3,000.00 USD')
  await expect
    .element(screen.getByTestId('portico-swap-to-fiat'))
    .toHaveTextContent('≈ 3,000.00 USD')
  await expect
    .element(screen.getByTestId('portico-swap-balance'))
    .toHaveTextContent('Balance: 2.5 ETH')
  await expect
    .element(screen.getByTestId('portico-swap-price'))
    .toHaveTextContent('1 ETH = 3,000 USDC')
  // Chips are named by their visible symbol, then the hidden hint (WCAG 2.5.3).
  await expect
    .element(screen.getByTestId('portico-swap-source-token'))
    .toHaveAccessibleName(/^ETH\s*, choose another token$/)
  await expect.element(screen.getByRole('button', { name: 'Switch tokens' })).toBeEnabled()
  // While a new quote is on its way, the old quoted amount and price are not shown.
  portico._internal.stores.swap.setState({ loadingQuote: true })
  await expect.element(screen.getByLabelText('You receive')).toHaveValue('')
  await expect.element(screen.getByTestId('portico-swap-price')).toHaveTextContent('')
})

test('Swap: each token chip opens SwapSelectToken for its side', async () => {
  const portico = await swapInstance({ sourceToken: ETH })
  const screen = await setup(portico)
  await expect
    .element(screen.getByTestId('portico-swap-to-token'))
    .toHaveTextContent('Select a token')
  await screen.getByTestId('portico-swap-to-token').click()
  expect(portico.stores.router.getState().history.at(-1)).toEqual({
    view: 'SwapSelectToken',
    data: { target: 'toToken' },
  })
  portico.modal.goBack()
  await screen.getByTestId('portico-swap-source-token').click()
  expect(portico.stores.router.getState().history.at(-1)).toEqual({
    view: 'SwapSelectToken',
    data: { target: 'sourceToken' },
  })
})

test("Swap: on a chain without swaps, 'Network not supported' with Back and Switch network", async () => {
  const portico = await swapInstance({ status: 'idle', tokens: [] }, 424242)
  const screen = await setup(portico)
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Network not supported')
  await expect
    .element(screen.getByTestId('portico-swap-unsupported'))
    .toHaveTextContent('Swaps are not available on Elsewhere')
  await screen.getByTestId('portico-swap-switch-network').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Networks')
  portico.modal.goBack()
  await screen.getByTestId('portico-swap-back').click()
  expect(portico.stores.router.getState().history.map((e) => e.view)).toEqual(['Account'])
})

test('Swap: tokens loading, then a failure to load with a retry', async () => {
  const portico = await swapInstance({ status: 'loading', tokens: [] })
  const screen = await setup(portico)
  await expect.element(screen.getByTestId('portico-swap-loading')).toBeVisible()
  portico._internal.stores.swap.setState({ status: 'error' })
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent('The tokens to swap could not be loaded.')
  await expect.element(screen.getByTestId('portico-swap-retry')).toBeVisible()
})

test('Swap: typing goes through setSwapSourceTokenAmount (digits and one point, a comma read as one); Max puts the whole token balance', async () => {
  const portico = await swapInstance({ sourceToken: USDC, toToken: ETH })
  const screen = await setup(portico)
  const amount = screen.getByLabelText('You pay')
  await userEvent.type(amount, '1a2,5')
  await expect.element(amount).toHaveValue('12.5')
  await until(() => portico.stores.swap.getState().sourceTokenAmount === '12.5')
  await expect
    .element(screen.getByTestId('portico-swap-source-fiat'))
    .toHaveTextContent('≈ 12.50 USD')
  await screen.getByTestId('portico-swap-max').click()
  await expect.element(amount).toHaveValue('100')
  expect(portico.stores.swap.getState().sourceTokenAmount).toBe('100')
})

test('Swap: tokens of another network (it changed while another view showed) are read again on return', async () => {
  const portico = await swapInstance({
    tokens: [{ ...ETH, address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }],
  })
  await setup(portico)
  // initializeSwap ran for chain 31337: no API in this test, so it ends in its error state.
  await until(() => portico.stores.swap.getState().status === 'error')
  expect(portico.stores.swap.getState().tokens).toEqual([])
})

test("Swap: a quote that failed for another reason than liquidity shows its message, and the button 'No quote available'", async () => {
  const portico = await swapInstance({
    sourceToken: ETH,
    toToken: USDC,
    sourceTokenAmount: '1',
    error: new PorticoError('Error fetching swap quote'),
  })
  const screen = await setup(portico)
  await expect
    .element(screen.getByTestId('portico-swap-quote-error'))
    .toHaveTextContent('Error fetching swap quote')
  await expect
    .element(screen.getByTestId('portico-swap-continue'))
    .toHaveTextContent('No quote available')
})

test('Swap: the switch button trades the two tokens through core (keyboard: Enter on the focused button)', async () => {
  const portico = await swapInstance({ sourceToken: ETH, toToken: USDC })
  const screen = await setup(portico)
  const switchButton = screen.getByRole('button', { name: 'Switch tokens' })
  ;(switchButton.element() as HTMLButtonElement).focus()
  await userEvent.keyboard('{Enter}')
  await until(() => portico.stores.swap.getState().sourceToken?.symbol === 'USDC')
  expect(portico.stores.swap.getState().toToken?.symbol).toBe('ETH')
  await expect
    .element(screen.getByTestId('portico-swap-source-token-symbol'))
    .toHaveTextContent('USDC')
  await expect.element(screen.getByTestId('portico-swap-to-token-symbol')).toHaveTextContent('ETH')
})
