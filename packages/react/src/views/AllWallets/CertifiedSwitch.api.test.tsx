// AllWallets' "Certified only" switch against the real Portico API (services/api on SQLite with
// its default catalogue, started in the Node process by the startTestApi browser command).
// Project p2 allows every origin: the test page's origin is not fixed.
import { testInstance } from '@portico/core/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { AllWallets } from './AllWallets.js'

/** The catalogue's certified wallets (services/api's default catalogue). */
const CERTIFIED = ['portico-test-wallet', 'portico-test-wallet-2']

let api: { id: number; apiUrl: string }
beforeAll(async () => {
  api = await commands.startTestApi()
}, 60_000)
afterAll(async () => {
  if (api) await commands.stopTestApi(api.id)
})

const renderedIds = () =>
  [...document.querySelectorAll('[data-testid^="catalogue-wallet-"]')].map((e) =>
    e.getAttribute('data-testid')?.replace('catalogue-wallet-', ''),
  )

async function setup(locale?: string) {
  const portico = testInstance({
    apiUrl: api.apiUrl,
    projectId: 'p2',
    features: { email: false, socials: false, analytics: false },
  })
  const screen = await render(
    <PorticoProvider instance={portico} locale={locale}>
      <AllWallets />
    </PorticoProvider>,
  )
  return { portico, screen }
}

test('spec §7 "/getWallets (… search, badge_type …)": the "Certified only" switch lists the certified wallets only — with nothing typed, and with a search — and off, every wallet again', async () => {
  const { portico, screen } = await setup()
  const toggle = screen.getByRole('switch', { name: 'Certified only' })
  await expect.element(toggle).not.toBeChecked()
  // The featured wallets and the first page of the whole catalogue: more than the certified ones.
  const loaded = () => {
    const { status, wallets, featured } = portico.stores.walletList.getState()
    return status === 'idle' && wallets.length > 0 && featured.length > 0
  }
  await expect.poll(loaded, { timeout: 10_000 }).toBe(true)
  await expect.poll(() => renderedIds().length).toBeGreaterThan(CERTIFIED.length + 4)
  const everyWallet = renderedIds()

  await toggle.click()
  await expect.element(toggle).toBeChecked()
  await expect.poll(renderedIds, { timeout: 10_000 }).toEqual(CERTIFIED)
  expect(portico.stores.walletList.getState()).toMatchObject({ search: '', badge: 'certified' })
  await expect.element(screen.getByTestId('portico-wallet-count')).toHaveTextContent('2 wallets')

  await screen.getByTestId('portico-wallet-search').fill('wallet 2')
  await expect.poll(renderedIds, { timeout: 10_000 }).toEqual(['portico-test-wallet-2'])
  await screen.getByTestId('portico-wallet-search').fill('')
  await expect.poll(renderedIds, { timeout: 10_000 }).toEqual(CERTIFIED)

  // The keyboard turns it off (a native checkbox: Space).
  ;(toggle.element() as HTMLElement).focus()
  await userEvent.keyboard(' ')
  await expect.element(toggle).not.toBeChecked()
  await expect.poll(renderedIds, { timeout: 10_000 }).toEqual(everyWallet)
  expect(portico.stores.walletList.getState().badge).toBeUndefined()
})

test("the switch is named in the widget's locale", async () => {
  const { screen } = await setup('de')
  await expect
    .element(screen.getByRole('switch', { name: 'Nur zertifizierte' }))
    .toBeInTheDocument()
})
