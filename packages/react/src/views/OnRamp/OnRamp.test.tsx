import { PorticoError } from '@portico/core'
import { testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { OnRamp } from './OnRamp.js'
import { OPTIONS, QUOTE, USD, USDC } from './onrampTestData.js'

type OnrampPatch = Parameters<ReturnType<typeof testInstance>['stores']['onramp']['setState']>[0]

async function setup(state: OnrampPatch) {
  const portico = testInstance()
  portico.stores.onramp.setState({ ...OPTIONS, selectedProvider: 'sandbox', ...state })
  portico.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRampProviders' }, { view: 'OnRamp' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRamp />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test("OnRamp: the quote — You get ≈ 98.40 USDC, the provider, network fee, fees and total — and the payment methods' limits", async () => {
  const { screen } = await setup({
    paymentCurrency: USD,
    purchaseCurrency: USDC,
    paymentAmount: '100',
    quote: QUOTE,
  })
  await expect.element(screen.getByLabelText('You pay')).toHaveValue('100')
  await expect
    .element(screen.getByTestId('portico-onramp-you-get'))
    .toHaveTextContent('You get ≈ 98.40 USDC')
  await expect
    .element(screen.getByTestId('portico-onramp-provider-name'))
    .toHaveTextContent('Portico Sandbox')
  await expect
    .element(screen.getByTestId('portico-onramp-network-fee'))
    .toHaveTextContent('0.10 USD')
  await expect.element(screen.getByTestId('portico-onramp-fees')).toHaveTextContent('1.50 USD')
  await expect.element(screen.getByTestId('portico-onramp-total')).toHaveTextContent('100.00 USD')
  await expect
    .element(screen.getByTestId('portico-onramp-limits'))
    .toHaveTextContent('Card: 10.00–7,500.00 USDBank account (ACH): 10.00–25,000.00 USD')
  expect(screen.getByTestId('portico-onramp-estimate').query()).toBeNull()
  await expect.element(screen.getByTestId('portico-onramp-continue')).toHaveTextContent('Continue')
  await expect.element(screen.getByTestId('portico-onramp-continue')).toBeEnabled()
  // The chips say what is chosen, then how to change it (WCAG 2.5.3: visible text first).
  await expect
    .element(screen.getByTestId('portico-onramp-currency'))
    .toHaveAccessibleName(/^USD\s*, choose another currency$/)
  await expect
    .element(screen.getByTestId('portico-onramp-token'))
    .toHaveAccessibleName(/^USDC\s*, choose another token$/)
})

test("OnRamp: spec §8 'a failed quote falls back to a mocked quote' — labelled Estimate; the defaults note; the error from state", async () => {
  const { screen } = await setup({
    paymentCurrency: USD,
    purchaseCurrency: USDC,
    paymentAmount: '100',
    quote: QUOTE,
    quoteIsEstimate: true,
    defaultOptions: true,
    error: new PorticoError('Something went wrong'),
  })
  await expect.element(screen.getByTestId('portico-onramp-estimate')).toHaveTextContent('Estimate')
  await expect
    .element(screen.getByTestId('portico-onramp-default-options'))
    .toHaveTextContent("The provider's options could not be loaded")
  await expect
    .element(screen.getByTestId('portico-onramp-error'))
    .toHaveTextContent('Something went wrong')
})

test('OnRamp: the button names what is missing — a currency, a token, an amount, the limits, the quote', async () => {
  const { portico, screen } = await setup({})
  const button = screen.getByTestId('portico-onramp-continue')
  await expect.element(button).toHaveTextContent('Select a currency')
  await expect.element(button).toBeDisabled()
  portico.stores.onramp.setState({ paymentCurrency: USD })
  await expect.element(button).toHaveTextContent('Select a token')
  portico.stores.onramp.setState({ purchaseCurrency: USDC })
  await expect.element(button).toHaveTextContent('Enter an amount')
  await expect.element(screen.getByTestId('portico-onramp-quote')).not.toBeVisible()
  portico.stores.onramp.setState({ quotesLoading: true })
  await expect
    .element(screen.getByTestId('portico-onramp-quote'))
    .toHaveAttribute('aria-busy', 'true')
})
