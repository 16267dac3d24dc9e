import type { RouterParams } from '@portico/core'
import { until } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ETH, SWAP_TOKENS, swapInstance, USDC } from '../../ui/testing/swapFixtures.js'
import { SwapSelectToken } from './SwapSelectToken.js'

async function setup(
  data: RouterParams['SwapSelectToken'],
  swap: Parameters<typeof swapInstance>[0] = {},
) {
  const portico = await swapInstance(swap)
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'Swap' }, { view: 'SwapSelectToken', data }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <SwapSelectToken data={data} />
    </PorticoProvider>,
  )
  return { portico, screen }
}

const names = (list: ReturnType<Awaited<ReturnType<typeof setup>>['screen']['getByTestId']>) =>
  list
    .getByRole('button')
    .elements()
    .map((option) => option.querySelector('.token-text span')?.textContent)

test('SwapSelectToken: your tokens with balance and value first, then the other tokens', async () => {
  const { screen } = await setup({ target: 'sourceToken' })
  const yours = screen.getByRole('list', { name: 'Your tokens' })
  const others = screen.getByRole('list', { name: 'Other tokens' })
  await expect.element(yours).toBeVisible()
  expect(names(yours)).toEqual(['Ether', 'USD Coin'])
  expect(names(others)).toEqual(['Dai Stablecoin', 'Wrapped Ether'])
  await expect
    .element(screen.getByTestId('portico-swap-token-option-ETH'))
    .toHaveTextContent('EtherETH2.57,500.00 USD')
})

test('SwapSelectToken: search by name, symbol or address; a message when nothing matches', async () => {
  const { screen } = await setup({ target: 'toToken' })
  const search = screen.getByLabelText('Search by name, symbol or address')
  await userEvent.fill(search, 'stable')
  await expect.element(screen.getByTestId('portico-swap-token-option-DAI')).toBeVisible()
  await expect.element(screen.getByTestId('portico-swap-token-option-ETH')).not.toBeInTheDocument()
  await userEvent.fill(search, 'weth')
  await expect.element(screen.getByTestId('portico-swap-token-option-WETH')).toBeVisible()
  await userEvent.fill(search, '0xa15bb661')
  await expect.element(screen.getByTestId('portico-swap-token-option-USDC')).toBeVisible()
  await expect.element(screen.getByTestId('portico-swap-token-option-WETH')).not.toBeInTheDocument()
  await userEvent.fill(search, 'bitcoin')
  await expect
    .element(screen.getByTestId('portico-swap-tokens-none-found'))
    .toHaveTextContent('No token found')
})

test('SwapSelectToken: names and symbols from the API are shown as text, never as markup', async () => {
  const hostile = {
    ...USDC,
    name: '<img src=x onerror="window.__pwned=1">Evil',
    symbol: '<b>EVIL</b>',
    address: 'eip155:31337:0x0000000000000000000000000000000000000bad',
  }
  const { screen } = await setup({ target: 'toToken' }, { tokens: [...SWAP_TOKENS, hostile] })
  const option = screen.getByTestId('portico-swap-token-option-<b>EVIL</b>')
  await expect.element(option).toHaveTextContent('<img src=x onerror="window.__pwned=1">Evil')
  expect(option.element().querySelector('b, img:not(.token-icon)')).toBeNull()
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
})

test('SwapSelectToken: the chosen token is marked; while tokens load a busy state, then an empty message', async () => {
  const { portico, screen } = await setup({ target: 'sourceToken' }, { sourceToken: ETH })
  await expect
    .element(screen.getByTestId('portico-swap-token-option-ETH'))
    .toHaveAttribute('aria-current', 'true')
  portico._internal.stores.swap.setState({ status: 'loading', tokens: [] })
  await expect.element(screen.getByTestId('portico-swap-tokens-loading')).toBeInTheDocument()
  portico._internal.stores.swap.setState({ status: 'ready' })
  await expect
    .element(screen.getByTestId('portico-swap-tokens-empty'))
    .toHaveTextContent('No tokens to swap on this network')
})

test("SwapSelectToken: picking sets data.target's side through core and goes back; the other side's token trades places", async () => {
  const { portico, screen } = await setup({ target: 'toToken' }, { sourceToken: ETH })
  await screen.getByTestId('portico-swap-token-option-DAI').click()
  await until(() => portico.stores.swap.getState().toToken?.symbol === 'DAI')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Swap')
  expect(portico.stores.swap.getState().sourceToken?.symbol).toBe('ETH')
  screen.unmount()
  const data = { target: 'sourceToken' } as const
  portico.modal.pushView({ view: 'SwapSelectToken', data })
  const again = await render(
    <PorticoProvider instance={portico}>
      <SwapSelectToken data={data} />
    </PorticoProvider>,
  )
  await again.getByTestId('portico-swap-token-option-DAI').click()
  await until(() => portico.stores.swap.getState().sourceToken?.symbol === 'DAI')
  expect(portico.stores.swap.getState().toToken?.symbol).toBe('ETH')
})
