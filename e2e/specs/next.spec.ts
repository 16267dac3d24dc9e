/**
 * Issue 19, Next.js and server rendering: the App Router example (apps/next) against the devnet in
 * Chromium. Connect with the injected test wallet through Portico's modal, reload, and the
 * connected button is in the server's HTML — read before any script, and shown by a page with
 * JavaScript off — and on screen from the first paint; the wallet then confirms it. No console
 * error and no hydration warning anywhere in the flow. The same on the example's wagmi page
 * (/wagmi: createWagmiAdapter with wagmi's cookieStorage, both cookie states read by the server):
 * Portico's button and wagmi's useConnection() render the account in the server's HTML, and a
 * disconnect clears both.
 *
 * The app is PORTICO_NEXT_URL when set (the pack-and-install check's copy, built from the packed
 * tarballs with nextAppEnv()); otherwise this spec builds and starts apps/next itself, once.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E_PORTS } from '../ports.js'
import { NEXT_BUILD_TIMEOUT_MS, type NextApp, startNextApp } from './nextApp.js'

const WALLET = 'xyz.portico.testwallet'
/** anvil account #0, which the first test wallet holds. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHORT_ADDRESS = '0xf3…b92266'
const ACCOUNT_COOKIE = 'portico.connected_account'
/** wagmi's state (its connections) in cookieStorage: `${storage key}.store`. */
const WAGMI_COOKIE = 'wagmi.store'

let app: NextApp | undefined
let baseUrl: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(NEXT_BUILD_TIMEOUT_MS + 60_000)
  if (process.env.PORTICO_NEXT_URL) baseUrl = process.env.PORTICO_NEXT_URL.replace(/\/$/, '')
  else {
    app = await startNextApp()
    baseUrl = app.url
  }
})

test.afterAll(async () => {
  await app?.stop()
})

/** The e2e stack's test wallets, as its wallet server serves them (its devnet's chains and keys). */
async function injectScript(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.wallet}/inject.js`)
  expect(response.ok, 'the stack serves the test wallet').toBe(true)
  return response.text()
}

/**
 * Collects what the page reports as an error while the test drives it: `console.error` and
 * `console.warn` (React's hydration warnings are one or the other), and uncaught exceptions.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}

/**
 * Records, from the document's first node on, whether Portico's Connect button ever existed, and
 * whether the account button was in the document the parser built from the server's HTML (what
 * the first paint shows) when it finished.
 */
function watchFirstPaint(context: BrowserContext) {
  return context.addInitScript(() => {
    const seen = { connectButton: false, accountButtonParsed: false }
    ;(window as unknown as { __porticoFirstPaint: typeof seen }).__porticoFirstPaint = seen
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="connect-button"]')) seen.connectButton = true
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        seen.accountButtonParsed = !!document.querySelector('[data-testid="account-button"]')
    })
  })
}

const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __porticoFirstPaint: { connectButton: boolean; accountButtonParsed: boolean }
        }
      ).__porticoFirstPaint,
  )

test('connect, reload: the server renders the connected button, shown from the first paint, then confirmed by the wallet; no console error', async ({
  browser,
}) => {
  const context = await browser.newContext()
  await context.addInitScript({ content: await injectScript() })
  await watchFirstPaint(context)
  const page = await context.newPage()
  const errors = watchErrors(page)

  // A first visit: no cookie, the server renders Connect Wallet.
  await page.goto(baseUrl)
  await expect(page.getByTestId('next-status')).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('next-status')).toHaveText('connected')
  await expect(page.getByTestId('next-address')).toHaveText(ADDRESS)
  const cookie = (await context.cookies(baseUrl)).find((c) => c.name === ACCOUNT_COOKIE)
  expect(cookie, 'the connected account is in a cookie').toBeDefined()
  expect(cookie).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' })
  expect(decodeURIComponent(cookie?.value ?? '')).toContain(`eip155:31337:${ADDRESS}`)

  // The server's answer to the next request, before any script: the connected button is in it.
  const html = await (await page.request.get(baseUrl)).text()
  expect(html).toContain('data-testid="account-button"')
  expect(html).toContain(`title="${ADDRESS}"`)
  expect(html).toContain(`>${SHORT_ADDRESS}<`)
  expect(html).not.toContain('data-testid="connect-button"')
  expect(html).toContain('data-testid="next-status">connected<')

  // Reload: on screen from the first paint, never Connect Wallet, and the wallet confirms it.
  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  // The balance comes from the chain once the wallet confirmed the account (mount's reconnect).
  await expect(page.getByTestId('account-button-balance')).toBeVisible()
  await expect(page.getByTestId('next-status')).toHaveText('connected')
  await expect(page.getByTestId('next-address')).toHaveText(ADDRESS)
  expect(await firstPaint(page)).toEqual({ connectButton: false, accountButtonParsed: true })

  expect(errors).toEqual([])
  await context.close()
})

test('the server-rendered page alone, JavaScript off: the connected account and its network', async ({
  browser,
}) => {
  // The cookie as the first test's browser left it, in a browser that runs no script at all.
  const connected = await browser.newContext()
  await connected.addInitScript({ content: await injectScript() })
  const page = await connected.newPage()
  const errors = watchErrors(page)
  await page.goto(baseUrl)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET}`).click()
  await expect(page.getByTestId('next-status')).toHaveText('connected')
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await connected.storageState(),
  })
  const staticPage = await noScript.newPage()
  await staticPage.goto(baseUrl)
  await expect(staticPage.getByTestId('account-button')).toBeVisible()
  await expect(staticPage.getByTestId('account-button-address')).toHaveText(SHORT_ADDRESS)
  await expect(staticPage.getByTestId('next-network')).toHaveText('Portico Devnet A (31337)')
  await expect(staticPage.getByTestId('connect-button')).toHaveCount(0)
  await noScript.close()

  // Disconnect: the cookie goes, and the server renders Connect Wallet again.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-disconnect').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  expect((await connected.cookies(baseUrl)).map((c) => c.name)).not.toContain(ACCOUNT_COOKIE)
  const html = await (await page.request.get(baseUrl)).text()
  expect(html).toContain('data-testid="connect-button"')
  expect(html).not.toContain('data-testid="account-button"')
  expect(errors).toEqual([])
  await connected.close()
})

test('a tampered cookie: the server renders Connect Wallet, no error', async ({ browser }) => {
  const context = await browser.newContext()
  const url = new URL(baseUrl)
  await context.addCookies([
    {
      name: ACCOUNT_COOKIE,
      value: encodeURIComponent(
        JSON.stringify({
          caipAddress: 'eip155:31337:<img src=x onerror=alert(1)>',
          connectorId: WALLET,
        }),
      ),
      domain: url.hostname,
      path: '/',
    },
  ])
  const page = await context.newPage()
  const errors = watchErrors(page)
  const response = await page.goto(baseUrl)
  expect(response?.status()).toBe(200)
  expect(await response?.text()).not.toContain('data-testid="account-button"')
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('next-status')).toHaveText('disconnected')
  expect(errors).toEqual([])
  await context.close()
})

test("with wagmi: connect in Portico's modal, reload: Portico's button and wagmi's address in the server's HTML, both confirmed; disconnect clears both; no console error", async ({
  browser,
}) => {
  const wagmiUrl = `${baseUrl}/wagmi`
  const context = await browser.newContext()
  await context.addInitScript({ content: await injectScript() })
  await watchFirstPaint(context)
  const page = await context.newPage()
  const errors = watchErrors(page)
  const cookie = async (name: string) =>
    decodeURIComponent((await context.cookies(baseUrl)).find((c) => c.name === name)?.value ?? '')

  // A first visit: no cookie, neither Portico nor wagmi is connected.
  await page.goto(wagmiUrl)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${WALLET}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  // Portico's connect went through wagmi: wagmi's hook has the same account.
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS)
  expect(await cookie(ACCOUNT_COOKIE)).toContain(`eip155:31337:${ADDRESS}`)
  expect((await cookie(WAGMI_COOKIE)).toLowerCase()).toContain(ADDRESS.toLowerCase())

  // The server's answer to the next request: Portico's account button and wagmi's address.
  const html = await (await page.request.get(wagmiUrl)).text()
  expect(html).toContain('data-testid="account-button"')
  expect(html).toContain(`title="${ADDRESS}"`)
  expect(html).not.toContain('data-testid="connect-button"')
  expect(html).toContain(`data-testid="wagmi-address">${ADDRESS}<`)
  expect(html).toContain('data-testid="wagmi-chain">Portico Devnet A (31337)<')

  // Reload: Portico's button from the first paint, both confirmed by the wallet (one reconnect).
  await page.reload()
  await expect(page.getByTestId('account-button-balance')).toBeVisible()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS)
  await expect(page.getByTestId('account-button')).toHaveAttribute('title', ADDRESS)
  await expect(page.getByTestId('network-button-name')).toHaveText('Portico Devnet A')
  expect(await firstPaint(page)).toEqual({ connectButton: false, accountButtonParsed: true })

  // A browser restart: wagmi's cookieStorage writes session cookies, Portico's live 400 days. The
  // server renders Portico's button and wagmi disconnected; wagmi's reconnect on mount finds the
  // wallet, Portico's waits for it and takes its result, and both agree — no hydration error.
  await context.clearCookies({ name: /^wagmi\./ })
  const restarted = await (await page.request.get(wagmiUrl)).text()
  expect(restarted).toContain('data-testid="account-button"')
  expect(restarted).toContain('data-testid="wagmi-status">disconnected<')
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ADDRESS)
  await expect(page.getByTestId('account-button')).toHaveAttribute('title', ADDRESS)
  await expect(page.getByTestId('account-button-balance')).toBeVisible()

  // Disconnect in Portico: wagmi's connection ends too, and neither cookie holds the account.
  await page.getByTestId('account-button').click()
  await page.getByTestId('portico-disconnect').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-address')).toHaveText('—')
  expect((await context.cookies(baseUrl)).map((c) => c.name)).not.toContain(ACCOUNT_COOKIE)
  expect((await cookie(WAGMI_COOKIE)).toLowerCase()).not.toContain(ADDRESS.toLowerCase())
  const after = await (await page.request.get(wagmiUrl)).text()
  expect(after).toContain('data-testid="connect-button"')
  expect(after).not.toContain('data-testid="account-button"')
  expect(after).not.toContain(ADDRESS)

  // A reload after the disconnect: wagmi's reconnect on mount ends without the wallet, and
  // Portico stays disconnected (wagmi's connection would have reached Portico's button).
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('account-button')).toHaveCount(0)

  expect(errors).toEqual([])
  await context.close()
})

test('with wagmi: a tampered wagmi cookie renders the page disconnected, no error', async ({
  browser,
}) => {
  const wagmiUrl = `${baseUrl}/wagmi`
  const url = new URL(baseUrl)
  const connection = (fields: Record<string, unknown>) =>
    JSON.stringify({
      state: {
        connections: { __type: 'Map', value: [['u', fields]] },
        current: 'u',
        chainId: 31337,
      },
    })
  const tampered = [
    'not json',
    // Parsed by wagmi's cookieToInitialState, but no connections: WagmiProvider would throw.
    JSON.stringify({ state: { current: 'u', chainId: 31337 } }),
    connection({ chainId: 31337 }),
    connection({
      accounts: ['<img src=x onerror=alert(1)>'],
      chainId: 31337,
      connector: { id: WALLET, name: 'x', type: 'injected', uid: 'u' },
    }),
  ]
  for (const value of tampered) {
    const context = await browser.newContext()
    // As a browser sends what wagmi's cookieStorage wrote: the JSON itself, not percent-encoded.
    await context.addCookies([{ name: WAGMI_COOKIE, value, domain: url.hostname, path: '/' }])
    const page = await context.newPage()
    const errors = watchErrors(page)
    const response = await page.goto(wagmiUrl)
    expect(response?.status(), value).toBe(200)
    expect(await response?.text(), value).not.toContain('onerror')
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    expect(errors, value).toEqual([])
    await context.close()
  }
})
