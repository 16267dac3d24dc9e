import { type BrowserContext, expect, type FrameLocator, type Page, test } from '@playwright/test'
import { waitForMail } from '@portico/devnet/testing'
import { type Address, createPublicClient, type Hex, http, toHex, verifyMessage } from 'viem'
import { CHAIN_A_RPC, DEMO_URL, E2E_PORTS } from '../ports.js'

/**
 * Issue 7 end to end, on the stack `npm start` runs (demo with embeddedWalletAdapter, the secure
 * site, the mail catcher, the development identity provider, anvil): email login with the device
 * link and the code read from the mail catcher, both only in the secure origin's own UI (issue 16),
 * the wallet protected by a recovery secret there, a message signed and a devnet transaction sent — each approved there —, the session
 * kept over a reload, a second browser verified as a new device, a social login through the
 * identity provider's popup, and a hostile page on another origin that gets nothing.
 */

const SECURE_URL = `http://127.0.0.1:${E2E_PORTS.secure}`
const INBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailInbox}`
/** The demo's message (apps/demo/src/WalletActions.tsx). */
const DEMO_MESSAGE = 'Hello from the Portico demo'
/** The recovery secret every wallet of this spec is protected with (≥ 12 characters). */
const RECOVERY_SECRET = 'portico e2e recovery secret'
/** A fresh address per run: the e2e stack's secure site keeps its users between runs. */
const EMAIL = `e2e-${Date.now()}@example.org`

const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })

/** The secure site's frame, wherever the bridge placed it in the page. */
const walletFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-testid="portico-embedded-frame"]')

/** The newest mail to `to` since `since` whose subject is `subject`. */
const mailOf = (to: string, since: number, subject: string) =>
  waitForMail({ inboxUrl: INBOX_URL, to, since, match: (m) => m.subject === subject })

/** The 6-digit code of the newest sign-in mail to `to` since `since`. */
async function signInCode(to: string, since: number): Promise<string> {
  const mail = await mailOf(to, since, 'Your sign-in code')
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error('no code in the sign-in mail')
  return code
}

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

/** Opens the newest device-approval link mailed to `to` since `since` and approves, as its owner. */
async function approveDeviceByMail(context: BrowserContext, to: string, since: number) {
  const mail = await mailOf(to, since, 'Approve a new device')
  const link = /https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link?.startsWith(SECURE_URL)).toBe(true)
  // The mail names the site the login came from (issue 16).
  expect(mail.text).toContain(`Site: ${new URL(DEMO_URL).origin}`)
  const approval = await context.newPage()
  await approval.goto(link as string)
  await approval.getByRole('button').click()
  await expect(approval.getByTestId('secure-page-title')).toHaveText('Device approved')
  await approval.close()
}

/**
 * The code step (issue 16): EmailVerifyOtp hosts the frame, and the code from the mail catcher is
 * typed into the frame's own field — never into the dApp's page, which holds no code input at all.
 */
async function typeCodeInFrame(page: Page, email: string, since: number) {
  await expect(page.getByTestId('portico-email-verify-otp')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('input[autocomplete="one-time-code"]')).toHaveCount(0)
  const input = walletFrame(page).getByTestId('frame-code-input')
  await expect(input).toBeVisible({ timeout: 30_000 })
  await input.pressSequentially(await signInCode(email, since))
}

/**
 * Connect → the email → a new browser for this address: the frame's "Approve this browser"
 * screen in EmailVerifyDevice while the mailed link is approved → the code typed in the frame.
 */
async function emailLogin(page: Page, email: string) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  const since = Date.now()
  await page.getByTestId('portico-email-submit').click()
  await expect(page.getByTestId('portico-email-verify-device')).toBeVisible({ timeout: 30_000 })
  await expect(walletFrame(page).getByTestId('frame-device')).toBeVisible({ timeout: 30_000 })
  await approveDeviceByMail(page.context(), email, since)
  await typeCodeInFrame(page, email, since)
}

/** Approves the request the frame shows in ApproveTransaction, with a real click in its UI. */
async function approveInSecureUi(page: Page, expected: string | RegExp) {
  await expect(page.getByTestId('portico-approve-transaction')).toBeVisible({ timeout: 20_000 })
  const frame = walletFrame(page)
  await expect(frame.getByTestId('frame-approval')).toContainText(expected)
  await frame.getByTestId('frame-approve').click()
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
  await page.getByTestId('demo-sign-message').click()
  await approveInSecureUi(page, DEMO_MESSAGE)
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-state', 'done', { timeout: 30_000 })
  expect(
    await verifyMessage({
      address,
      message: DEMO_MESSAGE,
      signature: (await signature.textContent()) as Hex,
    }),
  ).toBe(true)

  // The new wallet holds nothing on the devnet: anvil funds it for the fee and the value.
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(10n ** 18n)] as never,
  })
  await page.getByTestId('demo-send-transaction').click()
  await approveInSecureUi(page, /0\.001 ETH/)
  const transaction = page.getByTestId('demo-transaction')
  await expect(transaction).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  const hash = /0x[0-9a-f]{64}/.exec((await transaction.textContent()) ?? '')?.[0] as Hex
  const receipt = await chainA.getTransactionReceipt({ hash })
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
