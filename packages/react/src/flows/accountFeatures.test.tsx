// Flows across views: the Account view's feature buttons open the feature's views. The only
// place that imports several views; a view's own folder never imports another's (biome.json).
import { createFakeAdapter, testInstance } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { onrampApiStandIn, STAND_IN_API_URL } from '../ui/testing/onrampTestData.js'
import { swapInstance } from '../ui/testing/swapFixtures.js'
import { Account } from '../views/Account/Account.js'
import { WALLET_FEATURES } from '../views/Account/walletFeatures.js'
import { OnRampProviders } from '../views/OnRampProviders/OnRampProviders.js'
import { Swap } from '../views/Swap/Swap.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.unstubAllGlobals()
})

test("Swap: the Account view's Swap button starts the swap and opens Swap; on a chain without swaps core's initializeSwap says 'Network not supported'", async () => {
  const portico = await swapInstance({ status: 'idle', tokens: [] }, 424242)
  portico._internal.stores.router.setState({ history: [{ view: 'Account' }] })
  WALLET_FEATURES.swaps.open?.(portico)
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('Swap')
  const screen = await render(
    <PorticoProvider instance={portico}>
      <Swap />
    </PorticoProvider>,
  )
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Network not supported')
  expect(portico.stores.swap.getState().status).toBe('unsupported')
})

test('Buy on Account loads the options (fetchOnrampOptions) into OnRampProviders; picking the sandbox selects it and opens OnRamp with USD and USDC', async () => {
  vi.stubGlobal('fetch', onrampApiStandIn())
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  const portico = testInstance({ adapters: [wallets.adapter] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  portico._internal.stores.options.setState((s) => ({
    options: { ...s.options, apiUrl: STAND_IN_API_URL },
  }))
  portico._internal.stores.router.setState({ history: [{ view: 'Account' }] })
  const account = await render(
    <PorticoProvider instance={portico}>
      <Account />
    </PorticoProvider>,
  )
  await account.getByTestId('portico-feature-onramp').click()
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRampProviders')
  const screen = await render(
    <PorticoProvider instance={portico}>
      <OnRampProviders />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-onramp-provider-sandbox'))
    .toHaveTextContent('Portico Sandbox')
  expect(portico.stores.onramp.getState()).toMatchObject({
    defaultOptions: false,
    paymentCurrency: { id: 'USD' },
    purchaseCurrency: { symbol: 'USDC' },
  })
  await screen.getByTestId('portico-onramp-provider-sandbox').click()
  expect(portico.stores.onramp.getState().selectedProvider).toBe('sandbox')
  expect(portico.stores.router.getState().history.at(-1)?.view).toBe('OnRamp')
})
