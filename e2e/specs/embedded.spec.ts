import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { Address } from 'viem'
import { DEMO_URL, SECURE_URL } from '../ports.js'
import {
  approveDeviceByMail,
  emailLogin,
  sendDemoTransactionInSecureUi,
  signDemoMessageInSecureUi,
  typeCodeInFrame,
  walletFrame,
} from './embeddedWallet.js'

/**
 * Issue 7 end to end, on the stack `npm start` runs (demo with createEmbeddedWalletAdapter, the secure
 * site, the mail catcher, the development identity provider, anvil): email login with the device
 * link and the code read from the mail catcher, both only in the secure origin's own UI (issue 16),
 * the wallet protected by a recovery secret there, a message signed and a devnet transaction sent — each approved there —, the session
 * kept over a reload, a second browser verified as a new device, a social login through the
 * identity provider's popup, and a hostile page on another origin that gets nothing.
 */

/** The recovery secret every wallet of this spec is protected with (≥ 12 characters). */
const RECOVERY_SECRET = 'portico e2e recovery secret'
/** A fresh address per run: the e2e stack's secure site keeps its users between runs. */
const EMAIL = `e2e-${Date.now()}@example.org`

/**
 * The frame's first screen after a login: 'Protect your wallet' (a first wallet: the secret twice)
 * or 'Unlock your wallet' (a wallet made elsewhere: the secret once), in the secure origin's UI.
 */
async function protectOrUnlock(page: Page): Promise<'created' | 'unlocked'> {
  const frame = walletFrame(page)
  const create = frame.getByTestId('frame-create-wallet')
  const unlock = frame.getByTestId('frame-unlock')
  await expect(create.or(unlock)).toBeVisible({ timeout: 30_000 })
  // The modal shows the frame in its EmbeddedWalletFrame view.
  await expect(page.getByTestId('portico-embedded-wallet-frame')).toBeVisible()
  if (await create.isVisible()) {
    await frame.getByTestId('frame-secret-input').fill(RECOVERY_SECRET)
    await frame.getByTestId('frame-secret-confirm-input').fill(RECOVERY_SECRET)
    await create.click()
    return 'created'
  }
  await frame.getByTestId('frame-recovery-secret-input').fill(RECOVERY_SECRET)
  await unlock.click()
  return 'unlocked'
}

test.describe.configure({ mode: 'serial' })

let context: BrowserContext
let page: Page
let address: Address

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: DEMO_URL })
  page = await context.newPage()
})

test.afterAll(async () => {
  await context.close()
})

test('email login: the code from the mail catcher, a first wallet protected in the secure UI, Account shows the email', async () => {
  test.setTimeout(120_000)
  await emailLogin(page, EMAIL)
  expect(await protectOrUnlock(page)).toBe('created')
  await expect(page.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('portico-account-email')).toContainText(EMAIL)
  await expect(page.getByTestId('portico-export-key-entry')).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  address = (await page.getByTestId('demo-address').textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('sign a message and send a devnet transaction, each approved in the secure UI', async () => {
  test.setTimeout(120_000)
  await page.getByTestId('portico-close').click()
  await signDemoMessageInSecureUi(page, address)

  // The new wallet holds nothing on the devnet: anvil funds it for the fee and the value.
  const receipt = await sendDemoTransactionInSecureUi(page, address)
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
})

test('a reload keeps the session: connected again, same address, no login', async () => {
  test.setTimeout(60_000)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)
})

test('a second browser is a new device: the mailed link approves it, the code signs in, the recovery secret unlocks the same wallet', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const other = await browser.newContext({ baseURL: DEMO_URL })
  try {
    const second = await other.newPage()
    await second.goto('/')
    await second.getByTestId('connect-button').click()
    await second.getByTestId('portico-email-input').fill(EMAIL)
    const since = Date.now()
    await second.getByTestId('portico-email-submit').click()
    await expect(second.getByTestId('portico-email-verify-device')).toBeVisible({
      timeout: 30_000,
    })
    await expect(second.getByTestId('portico-frame-step-intro')).toContainText(EMAIL)
    await approveDeviceByMail(other, EMAIL, since)
    await typeCodeInFrame(second, EMAIL, since)
    expect(await protectOrUnlock(second)).toBe('unlocked')
    await expect(second.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
    await expect(second.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await other.close()
  }
})

test('social login: Discord through the identity provider popup, then Account', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const other = await browser.newContext({ baseURL: DEMO_URL })
  try {
    const social = await other.newPage()
    await social.goto('/')
    await social.getByTestId('connect-button').click()
    const popupOpened = social.waitForEvent('popup')
    await social.getByTestId('portico-social-discord').click()
    const popup = await popupOpened
    await expect(social.getByTestId('portico-connecting-social')).toBeVisible()
    await expect(social.getByTestId('portico-connecting-social-name')).toHaveText(
      'Log in with Discord',
    )
    await popup.getByTestId('idp-user-bob').check()
    await popup.getByTestId('idp-continue').click()
    // The callback page posts the result; the dApp closes the popup.
    await popup.waitForEvent('close', { timeout: 30_000 })
    await protectOrUnlock(social)
    await expect(social.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
    await expect(social.getByTestId('portico-account-email')).toContainText('bob@example.com')
    await expect(social.getByTestId('portico-update-email-entry')).toBeVisible()
  } finally {
    await other.close()
  }
})

/** A page of another origin, served by the test: it records every message it receives. */
const HOSTILE_ORIGIN = 'http://hostile.portico.test'
const HOSTILE_PAGE = `<!doctype html><meta charset="utf-8"><title>hostile</title>
<script>
  window.received = []
  addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }))
</script>
<iframe id="framed" title="framed" src="${SECURE_URL}/frame?projectId=portico-demo"></iframe>`

test('a hostile page on another origin: framing the secure site gets nothing; crafted messages to the demo and its frame change nothing and get no answer', async () => {
  test.setTimeout(90_000)
  const hostile = await context.newPage()
  await hostile.route(`${HOSTILE_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE }),
  )
  await hostile.goto(`${HOSTILE_ORIGIN}/`)
  await hostile.waitForTimeout(2_000)
  // The secure site refuses to be framed here (frame-ancestors): no frame page, no Ready.
  expect(hostile.frames().some((f) => f.url().startsWith(`${SECURE_URL}/frame`))).toBe(false)
  await hostile.evaluate(() => {
    const framed = (document.getElementById('framed') as HTMLIFrameElement).contentWindow
    framed?.postMessage({ channel: 'portico-embedded', type: 'IsConnected', id: 'h1' }, '*')
  })

  // The demo, logged in, opened by the hostile page: its frame exists (login used before).
  const demoOpened = hostile.waitForEvent('popup')
  await hostile.evaluate((url) => {
    ;(window as unknown as { demo: Window | null }).demo = window.open(url, 'demo')
  }, DEMO_URL)
  const demo = await demoOpened
  await expect(demo.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(demo.locator('iframe[data-testid="portico-embedded-frame"]')).toBeAttached()
  const framesPosted = await hostile.evaluate(
    ({ address }) => {
      const demo = (window as unknown as { demo: Window }).demo
      const channel = 'portico-embedded'
      // To the demo page: a forged FrameShow and a forged social result (the dApp no longer
      // listens for one at all: results go to the frame).
      demo.postMessage({ channel, type: 'FrameShow', payload: { view: 'ApproveTransaction' } }, '*')
      demo.postMessage(
        { channel, type: 'SocialResult', payload: { resultUri: 'http://evil/social/result' } },
        '*',
      )
      // To the embedded frame inside it: a signature request and a key export.
      for (let i = 0; i < demo.frames.length; i++) {
        const frame = demo.frames[i] as Window
        frame.postMessage(
          {
            channel,
            type: 'RpcRequest',
            id: `h-sign-${i}`,
            payload: {
              chainNamespace: 'eip155',
              method: 'personal_sign',
              params: ['0x01', address],
            },
          },
          '*',
        )
        frame.postMessage({ channel, type: 'ExportKey', id: `h-export-${i}` }, '*')
      }
      // The page's own listener works: this one message is the only one it may record.
      window.postMessage('self-check', '*')
      return demo.frames.length
    },
    { address },
  )
  expect(framesPosted).toBeGreaterThanOrEqual(1)
  await hostile.waitForTimeout(3_000)
  // Nothing answered the hostile page, the demo's modal stayed closed, the frame showed nothing.
  expect(
    await hostile.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([{ origin: HOSTILE_ORIGIN, data: 'self-check' }])
  await expect(demo.getByTestId('portico-modal')).toHaveCount(0)
  await expect(walletFrame(demo).getByTestId('frame-approval')).toHaveCount(0)
  await expect(walletFrame(demo).getByTestId('frame-export')).toHaveCount(0)
  await demo.close()
  await hostile.close()
})
