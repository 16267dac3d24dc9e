import { PorticoError } from '@portico/core'
import { testInstance } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { OPTIONS } from '../../ui/testing/onrampTestData.js'
import { OnRampProviders } from './OnRampProviders.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function setup(
  state: Parameters<
    ReturnType<typeof testInstance>['_internal']['stores']['onramp']['setState']
  >[0],
) {
  const portico = testInstance()
  portico._internal.stores.onramp.setState(state)
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRampProviders' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRampProviders />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test("OnRampProviders: each provider with its name, fee (spec §9 'Provider fee range 1-2%') and payment methods; an unknown id shows as text", async () => {
  const { screen } = await setup({
    ...OPTIONS,
    providers: ['sandbox', 'coinbase', 'moonpay', 'transak', '<img src=x onerror=alert(1)>'],
  })
  const options = screen.getByRole('list', { name: 'Providers' }).getByRole('button')
  expect(options.elements().map((o) => o.querySelector('.receiver-name')?.textContent)).toEqual([
    'Portico Sandbox',
    'Coinbase',
    'MoonPay',
    'Transak',
    '<img src=x onerror=alert(1)>',
  ])
  await expect
    .element(screen.getByTestId('portico-onramp-provider-sandbox'))
    .toHaveTextContent('Portico SandboxFee 1.5 %Pay by Card and Bank account (ACH)')
  await expect
    .element(screen.getByTestId('portico-onramp-provider-moonpay'))
    .toHaveTextContent('Fee 1–2 %')
  // Untrusted text is text: no element was made from the unknown id.
  expect(document.querySelector('img[src="x"]')).toBeNull()
})

test('OnRampProviders: a spinner while the options load, then a clear empty state with the error', async () => {
  const { portico, screen } = await setup({ providers: [], optionsLoading: true })
  await expect
    .element(screen.getByTestId('portico-onramp-providers-loading'))
    .toHaveAttribute('aria-busy', 'true')
  portico._internal.stores.onramp.setState({
    optionsLoading: false,
    error: new PorticoError('Network not supported'),
  })
  await expect
    .element(screen.getByTestId('portico-onramp-providers-empty'))
    .toHaveTextContent('No provider can sell crypto here right now.Network not supported')
})

test("OnRampProviders opened without options asks for them; spec §8 'on-ramp options fall back to built-in defaults' when the API cannot answer — no provider then", async () => {
  // No apiUrl: the options cannot be read.
  const portico = testInstance()
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'OnRampProviders' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRampProviders />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-onramp-providers-empty')).toBeVisible()
  expect(portico.stores.onramp.getState()).toMatchObject({
    defaultOptions: true,
    providers: [],
    paymentCurrency: { id: 'USD' },
  })
})
