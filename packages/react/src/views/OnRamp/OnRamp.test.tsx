import { PorticoError } from '@portico/core'
import { createFakeAdapter, testInstance } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import {
  OPTIONS,
  onrampApiStandIn,
  QUOTE,
  STAND_IN_API_URL,
  USD,
  USDC,
} from '../../ui/testing/onrampTestData.js'
import { OnRamp } from './OnRamp.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

type OnrampPatch = Parameters<
  ReturnType<typeof testInstance>['_internal']['stores']['onramp']['setState']
>[0]

async function setup(state: OnrampPatch) {
  const portico = testInstance()
  portico._internal.stores.onramp.setState({ ...OPTIONS, selectedProvider: 'sandbox', ...state })
  portico._internal.stores.router.setState({
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
  portico._internal.stores.onramp.setState({ paymentCurrency: USD })
  await expect.element(button).toHaveTextContent('Select a token')
  portico._internal.stores.onramp.setState({ purchaseCurrency: USDC })
  await expect.element(button).toHaveTextContent('Enter an amount')
  await expect.element(screen.getByTestId('portico-onramp-quote')).not.toBeVisible()
  portico._internal.stores.onramp.setState({ quotesLoading: true })
  await expect
    .element(screen.getByTestId('portico-onramp-quote'))
    .toHaveAttribute('aria-busy', 'true')
})

/** Connected on chain 31337 with the stand-in API, the options read by the real action. */
async function connectedWithOptions(quote: 'ok' | 'fail' = 'ok') {
  vi.stubGlobal('fetch', onrampApiStandIn({ quote }))
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.options.setState((s) => ({
    options: { ...s.options, apiUrl: STAND_IN_API_URL },
  }))
  await portico.onramp.fetchOptions()
  await portico.onramp.selectProvider({ provider: 'sandbox' })
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRampProviders' }, { view: 'OnRamp' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRamp />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('OnRamp: typing USD 100 quotes it live (setOnrampAmount): You get ≈ 98.40 USDC; Continue opens the provider inside the click', async () => {
  const { portico, screen } = await connectedWithOptions()
  const button = screen.getByTestId('portico-onramp-continue')
  await expect.element(button).toHaveTextContent('Enter an amount')
  await userEvent.type(screen.getByLabelText('You pay'), '1a00')
  await expect.element(screen.getByLabelText('You pay')).toHaveValue('100')
  expect(portico.stores.onramp.getState().paymentAmount).toBe('100')
  await expect
    .element(screen.getByTestId('portico-onramp-you-get'))
    .toHaveTextContent('You get ≈ 98.40 USDC')
  await expect.element(screen.getByTestId('portico-onramp-fees')).toHaveTextContent('1.50 USD')
  await expect.element(button).toHaveTextContent('Continue')
  // The provider's window may open only inside the click: openOnramp runs with the user's
  // activation still live. (The popup itself is e2e/specs/onramp.spec.ts's.)
  const calls: boolean[] = []
  vi.spyOn(portico.onramp, 'open').mockImplementation(async () => {
    calls.push(navigator.userActivation.isActive)
  })
  await button.click()
  expect(calls).toEqual([true])
})

test("OnRamp: spec §8 'a failed quote falls back to a mocked quote': the estimate is labelled", async () => {
  const { screen } = await connectedWithOptions('fail')
  await userEvent.fill(screen.getByLabelText('You pay'), '100')
  await expect.element(screen.getByTestId('portico-onramp-estimate')).toHaveTextContent('Estimate')
  await expect
    .element(screen.getByTestId('portico-onramp-you-get'))
    .toHaveTextContent(/^You get ≈ [\d.]+ USDC$/)
})

test("OnRamp: the amount must fit spec §9's limits (card 10.00 to 7500.00, ach to 25000.00) and have at most 2 decimals", async () => {
  const { screen } = await connectedWithOptions()
  const amount = screen.getByLabelText('You pay')
  const button = screen.getByTestId('portico-onramp-continue')
  await userEvent.fill(amount, '9.99')
  await expect.element(button).toHaveTextContent('Amount too low')
  await expect.element(amount).toHaveAttribute('aria-invalid', 'true')
  await expect
    .element(screen.getByTestId('portico-onramp-amount-error'))
    .toHaveTextContent('The minimum is 10.00 USD')
  // The core's own amount error is not said twice.
  expect(screen.getByTestId('portico-onramp-error').query()).toBeNull()
  await userEvent.fill(amount, '25000.01')
  await expect.element(button).toHaveTextContent('Amount too high')
  await userEvent.fill(amount, '10.555')
  await expect
    .element(screen.getByTestId('portico-onramp-amount-error'))
    .toHaveTextContent('Enter an amount with at most 2 decimals')
})

test('OnRamp: the chips open OnRampFiatSelect and OnRampTokenSelect', async () => {
  const { portico, screen } = await connectedWithOptions()
  await screen.getByTestId('portico-onramp-currency').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRampFiatSelect')
  await screen.getByTestId('portico-onramp-token').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRampTokenSelect')
})

test('OnRamp: the amount field is described by its message (announced) and the limits', async () => {
  const { screen } = await setup({ paymentCurrency: USD, purchaseCurrency: USDC })
  const amount = screen.getByLabelText('You pay')
  await expect
    .element(amount)
    .toHaveAccessibleDescription(
      'Limits Card: 10.00–7,500.00 USD Bank account (ACH): 10.00–25,000.00 USD',
    )
  await expect
    .element(screen.getByTestId('portico-onramp-amount-error'))
    .toHaveAttribute('aria-live', 'polite')
})
