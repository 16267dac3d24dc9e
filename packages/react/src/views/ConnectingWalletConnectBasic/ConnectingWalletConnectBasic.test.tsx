import { testPairingUri } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { setupWalletConnect } from '../../ui/testing/setupWalletConnect.js'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic.js'

const setup = setupWalletConnect

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('ConnectingWalletConnectBasic: with manualWCControl it starts no pairing; the URI of the dApp’s own pairing appears', async () => {
  const { portico, wc } = setup({ manualWCControl: true })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnectBasic />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-wc-status'))
    .toHaveTextContent('Waiting for the app to start a connection…')
  expect(wc.calls).toEqual([])
  void portico.connection.connectWalletConnect().catch(() => undefined)
  await expect
    .element(screen.getByTestId('portico-wc-qr'))
    .toHaveAttribute('data-value', testPairingUri(1))
})

test('ConnectingWalletConnectBasic: without manual control it pairs at once, and the approved wallet connects', async () => {
  const { portico, wc } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnectBasic />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-wc-qr')).toBeVisible()
  wc.approve()
  await vi.waitUntil(() => portico.getAccount({ namespace: 'eip155' }).status === 'connected')
})
