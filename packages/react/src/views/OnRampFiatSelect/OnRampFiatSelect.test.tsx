import { testInstance } from '@portico/core/testing'
import { expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { OPTIONS, USD } from '../../ui/testing/onrampTestData.js'
import { OnRampFiatSelect } from './OnRampFiatSelect.js'

async function setup(paymentCurrencies = OPTIONS.paymentCurrencies ?? []) {
  const portico = testInstance()
  portico._internal.stores.onramp.setState({ ...OPTIONS, paymentCurrencies, paymentCurrency: USD })
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRamp' }, { view: 'OnRampFiatSelect' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRampFiatSelect />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('OnRampFiatSelect: each currency with its code and name; the chosen one is marked; search by code or name', async () => {
  const { screen } = await setup()
  const options = screen.getByRole('list', { name: 'Select Currency' }).getByRole('button')
  expect(options.elements().map((o) => o.textContent)).toEqual(['USDUS Dollar', 'EUREuro'])
  await expect
    .element(screen.getByTestId('portico-onramp-fiat-option-USD'))
    .toHaveAttribute('aria-current', 'true')
  const search = screen.getByLabelText('Search currencies')
  await userEvent.fill(search, 'euro')
  expect(options.elements().map((o) => o.textContent)).toEqual(['EUREuro'])
  await userEvent.fill(search, 'usd')
  expect(options.elements().map((o) => o.textContent)).toEqual(['USDUS Dollar'])
  await userEvent.fill(search, 'yen')
  await expect
    .element(screen.getByTestId('portico-onramp-fiat-none-found'))
    .toHaveTextContent('No currency found')
})

test('OnRampFiatSelect: no currency to pay with says so', async () => {
  const { screen } = await setup([])
  await expect
    .element(screen.getByTestId('portico-onramp-fiat-empty'))
    .toHaveTextContent('No currency to pay with')
})

test('OnRampFiatSelect: choosing EUR sets the payment currency (setOnrampPaymentCurrency) and goes back to OnRamp', async () => {
  const { portico, screen } = await setup()
  await screen.getByTestId('portico-onramp-fiat-option-EUR').click()
  expect(portico.stores.onramp.getState().paymentCurrency?.id).toBe('EUR')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRamp')
})
