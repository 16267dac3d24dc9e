import { type BrowserContext, expect, type FrameLocator, type Page } from '@playwright/test'
import { waitForMail } from '@portico/devnet/testing'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type TransactionReceipt,
  toHex,
  verifyMessage,
} from 'viem'
import { CHAIN_A_RPC, DEMO_URL, E2E_PORTS, SECURE_URL } from '../ports.js'

/**
 * The embedded wallet's steps as a user takes them on the stack's demo, shared by the specs that
 * log in with email (embedded.spec.ts, passkey.spec.ts): the device link and the code only in the
 * secure origin's own UI (issue 16), approvals by a real click there.
 */

export const INBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailInbox}`
/** The demo's message (apps/demo/src/WalletActions.tsx). */
export const DEMO_MESSAGE = 'Hello from the Portico demo'

/** The secure site's frame, wherever the bridge placed it in the page. */
export const walletFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-testid="portico-embedded-frame"]')

/** The newest mail to `to` since `since` whose subject is `subject`. */
export const mailOf = (to: string, since: number, subject: string) =>
  waitForMail({ inboxUrl: INBOX_URL, to, since, match: (m) => m.subject === subject })

/** The 6-digit code of the newest sign-in mail to `to` since `since`. */
export async function signInCode(to: string, since: number): Promise<string> {
  const mail = await mailOf(to, since, 'Your sign-in code')
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error('no code in the sign-in mail')
  return code
}

/** Opens the newest device-approval link mailed to `to` since `since` and approves, as its owner. */
export async function approveDeviceByMail(context: BrowserContext, to: string, since: number) {
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
export async function typeCodeInFrame(page: Page, email: string, since: number) {
  await expect(page.getByTestId('portico-email-verify-otp')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('input[autocomplete="one-time-code"]')).toHaveCount(0)
  const input = walletFrame(page).getByTestId('frame-code-input')
  await expect(input).toBeVisible({ timeout: 30_000 })
  await input.pressSequentially(await signInCode(email, since))
}

/**
 * Connect → the email → a new browser for this address: the frame's "Approve this browser"
 * screen in EmailVerifyDevice while the mailed link is approved → the code typed in the frame.
 * `path` is the demo's page to log in on (wagmi.spec.ts: /wagmi.html).
 */
export async function emailLogin(page: Page, email: string, path = '/') {
  await typeCodeInFrame(page, email, await approveNewBrowserByMail(page, email, path))
}

/**
 * Connect → the email → a new browser for this address, approved by the mailed link. Resolves
 * with when the mail was asked for (the sign-in code's mail comes after it).
 */
export async function approveNewBrowserByMail(
  page: Page,
  email: string,
  path = '/',
): Promise<number> {
  await page.goto(path)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('portico-email-input').fill(email)
  const since = Date.now()
  await page.getByTestId('portico-email-submit').click()
  await expect(page.getByTestId('portico-email-verify-device')).toBeVisible({ timeout: 30_000 })
  await expect(walletFrame(page).getByTestId('frame-device')).toBeVisible({ timeout: 30_000 })
  await approveDeviceByMail(page.context(), email, since)
  return since
}

/** Approves the request the frame shows in ApproveTransaction, with a real click in its UI. */
export async function approveInSecureUi(page: Page, expected: string | RegExp) {
  await expect(page.getByTestId('portico-approve-transaction')).toBeVisible({ timeout: 20_000 })
  const frame = walletFrame(page)
  await expect(frame.getByTestId('frame-approval')).toContainText(expected)
  await frame.getByTestId('frame-approve').click()
}

/** The demo's "Sign message", approved in the secure UI; the signature is checked with viem. */
export async function signDemoMessageInSecureUi(page: Page, address: Address) {
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
}

/**
 * The demo's "Send transaction" (0.001 ETH on chain A) from the embedded wallet at `address`,
 * approved in the secure UI; anvil first funds the new wallet for the value and the fee. Resolves
 * with the mined transaction's receipt.
 */
export async function sendDemoTransactionInSecureUi(
  page: Page,
  address: Address,
): Promise<TransactionReceipt> {
  const chainA = createPublicClient({ transport: http(CHAIN_A_RPC) })
  await chainA.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(10n ** 18n)] as never,
  })
  await page.getByTestId('demo-send-transaction').click()
  await approveInSecureUi(page, /0\.001 ETH/)
  const transaction = page.getByTestId('demo-transaction')
  await expect(transaction).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  const hash = /0x[0-9a-f]{64}/.exec((await transaction.textContent()) ?? '')?.[0] as Hex
  return chainA.getTransactionReceipt({ hash })
}
