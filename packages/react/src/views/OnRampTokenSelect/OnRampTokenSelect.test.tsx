import type { OnrampPurchaseCurrency } from '@portico/core'
import { testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { ETH, OPTIONS, USDC } from '../../ui/testing/onrampTestData.js'
import { OnRampTokenSelect } from './OnRampTokenSelect.js'

async function setup(purchaseCurrencies = OPTIONS.purchaseCurrencies ?? []) {
  const portico = testInstance()
  portico._internal.stores.onramp.setState({
    ...OPTIONS,
    purchaseCurrencies,
    purchaseCurrency: USDC,
  })
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRamp' }, { view: 'OnRampTokenSelect' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRampTokenSelect />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('OnRampTokenSelect: each token with name, symbol and networks; search by name or symbol', async () => {
  const { screen } = await setup()
  await expect
    .element(screen.getByTestId('portico-onramp-token-option-USDC'))
    .toHaveTextContent('USD CoinUSDCOn Anvil and Ethereum')
  await expect
    .element(screen.getByTestId('portico-onramp-token-option-USDC'))
    .toHaveAttribute('aria-current', 'true')
  const search = screen.getByLabelText('Search tokens')
  await userEvent.fill(search, 'ether')
  const options = screen.getByRole('list', { name: 'Select Token' }).getByRole('button')
  expect(options.elements().map((o) => o.querySelector('.receiver-name')?.textContent)).toEqual([
    'Ether',
  ])
  await userEvent.fill(search, 'usdc')
  expect(options.elements().map((o) => o.querySelector('.receiver-name')?.textContent)).toEqual([
    'USD Coin',
  ])
  await userEvent.fill(search, 'doge')
  await expect
    .element(screen.getByTestId('portico-onramp-tokens-none-found'))
    .toHaveTextContent('No token found')
})

test('OnRampTokenSelect: no token to buy says so', async () => {
  const { screen } = await setup([])
  await expect
    .element(screen.getByTestId('portico-onramp-tokens-empty'))
    .toHaveTextContent('No token to buy on Test 31337')
})

test('OnRampTokenSelect: only the tokens delivered on the active network are offered; choosing one sets it (setOnrampPurchaseCurrency) and goes back', async () => {
  const elsewhere: OnrampPurchaseCurrency = {
    id: 'pol',
    name: 'Polygon Ecosystem Token',
    symbol: 'POL',
    networks: [{ name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' }],
  }
  const { portico, screen } = await setup([USDC, elsewhere, ETH])
  const options = screen.getByRole('list', { name: 'Select Token' }).getByRole('button')
  expect(options.elements().map((o) => o.querySelector('.receiver-name')?.textContent)).toEqual([
    'USD Coin',
    'Ether',
  ])
  await screen.getByTestId('portico-onramp-token-option-ETH').click()
  expect(portico.stores.onramp.getState().purchaseCurrency?.symbol).toBe('ETH')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRamp')
})
