import './clusterPortOffset.js'
import { expect, type Page, type Response, test } from '@playwright/test'
import type { Address } from 'viem'
import {
  approveNewBrowserByMail,
  sendDemoTransactionInSecureUi,
  signInCode,
  walletFrame,
} from '../specs/embeddedWallet.js'
import { accessLog, killNode, nodesOf, nodeThatAnswered, reviveCluster } from './clusterControl.js'

/**
 * Issue 20, "Proven on a cluster": an email login with a send while a secure-site node is killed
 * with SIGKILL — "one-time-code attempts counted on the dead node still count" and "the user stays
 * signed in". The steps are embedded.spec.ts's (e2e/specs/embeddedWallet.ts), on the cluster.
 */

const RECOVERY_SECRET = 'portico cluster recovery secret'

/** The frame's code check (services/secure: POST /auth/v1/email/verify), as the browser saw it. */
const isCodeCheck = (response: Response) =>
  response.request().method() === 'POST' && response.url().endsWith('/auth/v1/email/verify')

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string, step: number) =>
  String((Number(code) + step) % 1_000_000).padStart(6, '0')

/** Types `code` into the frame's field (the sixth digit submits) and returns the answer to it. */
async function typeCode(page: Page, code: string): Promise<Response> {
  const answered = page.waitForResponse(isCodeCheck, { timeout: 30_000 })
  await walletFrame(page).getByTestId('frame-code-input').pressSequentially(code)
  return answered
}

test('an email login with a send: a wrong code counted by the secure node that answered, that node killed with SIGKILL, a second wrong code answered by the other node — the attempts left show both counted; the right code logs in, a send is mined on the devnet, and the user stays signed in after a reload, even with the node that served the login killed too', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // A new user each time (the cluster's database lives as long as the run): a first wallet.
  const email = `cl-${Date.now()}@example.org`
  await reviveCluster()

  // Connect → the email → a new browser: the mailed link approves it (embeddedWallet.ts's steps).
  const since = await approveNewBrowserByMail(page, email)
  await expect(page.getByTestId('portico-email-verify-otp')).toBeVisible({ timeout: 30_000 })
  await expect(walletFrame(page).getByTestId('frame-code-input')).toBeVisible({ timeout: 30_000 })
  const code = await signInCode(email, since)
  const codeError = walletFrame(page).getByTestId('frame-code-error')

  // A wrong code, counted by whichever secure node nginx gave it to.
  const first = await typeCode(page, wrongCode(code, 1))
  expect(first.status()).toBe(400)
  const firstNode = await nodeThatAnswered(first.headers()['x-request-id'])
  expect(firstNode.kind).toBe('secure')
  await expect(codeError).toHaveText('Invalid code. 4 tries left.')

  // That node dies; the next wrong code is answered by the other one, which counts both.
  await killNode(firstNode.name)
  test.info().annotations.push({
    type: 'killed',
    description: `${firstNode.name}, which counted the first wrong code`,
  })
  const second = await typeCode(page, wrongCode(code, 2))
  expect(second.status()).toBe(400)
  const secondNode = await nodeThatAnswered(second.headers()['x-request-id'])
  expect(secondNode.kind).toBe('secure')
  expect(secondNode.name).not.toBe(firstNode.name)
  await expect(codeError).toHaveText('Invalid code. 3 tries left.')

  // The right code logs in (through the surviving node); the first wallet is protected.
  const right = await typeCode(page, code)
  expect(right.status()).toBe(200)
  const frame = walletFrame(page)
  await expect(frame.getByTestId('frame-create-wallet')).toBeVisible({ timeout: 30_000 })
  await frame.getByTestId('frame-secret-input').fill(RECOVERY_SECRET)
  await frame.getByTestId('frame-secret-confirm-input').fill(RECOVERY_SECRET)
  await frame.getByTestId('frame-create-wallet').click()
  await expect(page.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('portico-account-email')).toContainText(email)
  const address = (await page.getByTestId('demo-address').textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // A send, approved in the secure UI and mined on the devnet (embedded.spec.ts's steps).
  await page.getByTestId('portico-close').click()
  const receipt = await sendDemoTransactionInSecureUi(page, address)
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

  // The user stays signed in after a reload, even once the node that served the login, the
  // wallet and the send is gone too: the first node is started again, empty, and the other one
  // killed; the reload is answered by a node that never saw this user (sessions live in the
  // shared database, not in a node).
  await reviveCluster()
  await killNode(secondNode.name)
  const killedAt = (await accessLog()).length
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  const secureAddresses = (await nodesOf('secure')).map((node) => node.address)
  const afterReload = (await accessLog())
    .slice(killedAt)
    .filter((entry) => entry.upstreams.some((u) => secureAddresses.includes(u)))
  expect(afterReload.length, 'the reloaded frame asked the secure site').toBeGreaterThan(0)
  for (const entry of afterReload) {
    expect(entry.upstreams.at(-1), `${entry.method} ${entry.path}`).toBe(firstNode.address)
    expect(entry.status, `${entry.method} ${entry.path}`).toBeLessThan(500)
  }
})
