import type { WalletCatalogueEntry } from '@portico/core'
import { testPairingUri } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { setupWalletConnect } from '../../ui/testing/setupWalletConnect.js'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.js'

const setup = setupWalletConnect

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('ConnectingWalletConnect: creating the link, then the QR code of the pairing URI and a copy button carrying it', async () => {
  const { portico, wc } = setup({}, false)
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect data={{ connectorId: 'walletConnect' }} />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-wc-status'))
    .toHaveTextContent('Creating a connection link…')
  await expect.element(screen.getByTestId('portico-wc-copy')).toBeDisabled()
  wc.publishUri()
  const qr = screen.getByRole('img', { name: 'QR code to connect a mobile wallet' })
  await expect.element(qr).toBeVisible()
  await expect
    .element(screen.getByTestId('portico-wc-qr'))
    .toHaveAttribute('data-value', testPairingUri(1))
  await expect
    .element(screen.getByTestId('portico-wc-copy'))
    .toHaveAttribute('data-uri', testPairingUri(1))
  await expect
    .element(screen.getByTestId('portico-wc-status'))
    .toHaveTextContent(/Scan this QR code/)
})

test("ConnectingWalletConnect: copy puts the URI on the clipboard and shows the 'Link copied' toast", async () => {
  const { portico } = setup()
  const written: string[] = []
  const realWrite = navigator.clipboard.writeText.bind(navigator.clipboard)
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation((text) => {
    written.push(text)
    return realWrite(text).catch(() => undefined)
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect data={{ connectorId: 'walletConnect' }} />
    </PorticoProvider>,
  )
  await screen.getByTestId('portico-wc-copy').click()
  expect(written).toEqual([testPairingUri(1)])
  await vi.waitUntil(() => portico.stores.notification.getState().open)
  expect(portico.stores.notification.getState()).toMatchObject({
    message: 'Link copied',
    variant: 'success',
  })
})

test('ConnectingWalletConnect: the QR code shows a fresh URI when the first expires (4 min, expired at 10 s left)', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
  const { portico, wc } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect data={{ connectorId: 'walletConnect' }} />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-wc-qr'))
    .toHaveAttribute('data-value', testPairingUri(1))
  vi.advanceTimersByTime(229_000)
  expect(wc.uris()).toHaveLength(1)
  vi.advanceTimersByTime(1_000)
  expect(wc.uris()).toHaveLength(2)
  await expect
    .element(screen.getByTestId('portico-wc-qr'))
    .toHaveAttribute('data-value', testPairingUri(2))
  await expect
    .element(screen.getByTestId('portico-wc-copy'))
    .toHaveAttribute('data-uri', testPairingUri(2))
})

test("ConnectingWalletConnect: a catalogue wallet's app links open with the URI inside the click, and wait for the URI", async () => {
  const { portico, wc } = setup({}, false)
  const opened: {
    url: string | URL | undefined
    target: string | undefined
    inGesture: boolean
  }[] = []
  // Recorded instead of navigating the test page away; `userActivation.isActive` says whether the
  // call ran inside the user's click (the condition for a browser to open it).
  vi.spyOn(window, 'open').mockImplementation((url, target) => {
    opened.push({ url, target, inGesture: navigator.userActivation.isActive })
    return null
  })
  const wallet: WalletCatalogueEntry = {
    id: 'sample',
    name: 'Sample Wallet',
    mobile_link: 'samplewallet:',
    desktop_link: 'samplewallet-desktop://open',
    webapp_link: 'http://127.0.0.1:5174',
  }
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect data={{ connectorId: 'walletConnect', wallet }} />
    </PorticoProvider>,
  )
  await expect
    .element(screen.getByTestId('portico-wc-wallet'))
    .toHaveTextContent('Continue in Sample Wallet')
  const mobile = screen.getByRole('button', { name: 'Open Sample Wallet on this phone' })
  await expect.element(mobile).toBeDisabled()
  wc.publishUri()
  await expect.element(mobile).toBeEnabled()
  const encoded = encodeURIComponent(testPairingUri(1))
  await mobile.click()
  await screen.getByTestId('portico-wc-open-desktop').click()
  await screen.getByTestId('portico-wc-open-webapp').click()
  // The mobile link replaces the page, or the top page when the view lives in a frame (as here,
  // in the test runner's iframe).
  const pageTarget = window === window.top ? '_self' : '_top'
  expect(opened).toEqual([
    { url: `samplewallet://wc?uri=${encoded}`, target: pageTarget, inGesture: true },
    { url: `samplewallet-desktop://open/wc?uri=${encoded}`, target: '_blank', inGesture: true },
    { url: `http://127.0.0.1:5174/wc?uri=${encoded}`, target: '_blank', inGesture: true },
  ])
})

test('ConnectingWalletConnect: a link with an unsafe scheme gets no button', async () => {
  const { portico } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect
        data={{ wallet: { id: 'x', name: 'X', mobile_link: 'javascript:alert(1)' } }}
      />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-wc-copy')).toBeEnabled()
  expect(screen.container.querySelector('[data-testid^="portico-wc-open-"]')).toBeNull()
})

test("ConnectingWalletConnect: the wallet's refusal shows the error; Try again makes a fresh pairing", async () => {
  const { portico, wc } = setup()
  const screen = await render(
    <PorticoProvider instance={portico}>
      <ConnectingWalletConnect data={{ connectorId: 'walletConnect' }} />
    </PorticoProvider>,
  )
  await expect.element(screen.getByTestId('portico-wc-qr')).toBeVisible()
  wc.reject()
  await expect
    .element(screen.getByTestId('portico-wc-error'))
    .toHaveTextContent('Connection rejected')
  await screen.getByTestId('portico-wc-retry').click()
  await expect
    .element(screen.getByTestId('portico-wc-qr'))
    .toHaveAttribute('data-value', testPairingUri(2))
})
