import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test'
import type { Address } from 'viem'
import { DEMO_URL, SECURE_URL } from '../ports.js'
import { emailLogin, mailOf, signDemoMessageInSecureUi, walletFrame } from './embeddedWallet.js'

/**
 * Issue 16, finding 8 end to end on the stack `npm start` runs: a new email user protects the new
 * wallet with a passkey (WebAuthn PRF, made by the frame on the secure origin, which the stack
 * serves as http://localhost:<port>: an IP address cannot be a passkey's RP ID), signs a message
 * approved in the secure UI, then logs in again as a new device and unlocks the same wallet with
 * the passkey alone — one prompt, no secret.
 *
 * The passkey is Chromium's virtual authenticator with PRF, added on the demo page's own CDP
 * session (it serves the out-of-process frame). The new device is the same tab with every storage
 * of the demo and of the frame wiped: the virtual authenticator does not export a credential's PRF
 * key (WebAuthn.getCredentials has no field for it), so a credential copied into another browser
 * context with addCredential answers get() without a PRF result — unlike a synced passkey.
 */

/** A fresh address per run: the e2e stack's secure site keeps its users between runs. */
const EMAIL = `e2e-passkey-${Date.now()}@example.org`

let context: BrowserContext
let page: Page
let cdp: CDPSession
let authenticatorId: string
let address: Address

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: DEMO_URL })
  page = await context.newPage()
  cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  ;({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: true,
    },
  }))
})

test.afterAll(async () => {
  await context.close()
})

test('a new wallet protected with a passkey (no secret), then a message signed in the secure UI', async () => {
  test.setTimeout(120_000)
  await emailLogin(page, EMAIL)
  const frame = walletFrame(page)
  await expect(frame.getByTestId('frame-protect-with-passkey')).toBeVisible({ timeout: 30_000 })
  await frame.getByTestId('frame-protect-with-passkey').click()
  await expect(page.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
  // The address is shortened past 30 characters; the full one is the title.
  await expect(page.getByTestId('portico-account-email')).toHaveAttribute('title', EMAIL)
  address = (await page.getByTestId('demo-address').textContent()) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // One passkey, scoped to the secure site's host (never the dApp's), with a user handle.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]).toMatchObject({
    rpId: new URL(SECURE_URL).hostname,
    isResidentCredential: true,
  })

  await page.getByTestId('portico-close').click()
  await signDemoMessageInSecureUi(page, address)
})

test('a new device unlocks the same wallet with the passkey alone, and the release is mailed', async () => {
  test.setTimeout(150_000)
  // A new device: the demo's storage and the frame's (partitioned under the demo's site: session,
  // DPoP key in IndexedDB, device share) wiped; the authenticator, and so the passkey, stays.
  const demoSite = new URL(DEMO_URL)
  for (const storageKey of [
    `${demoSite.origin}/`,
    `${SECURE_URL}/^0${demoSite.protocol}//${demoSite.hostname}`,
  ])
    await cdp.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })
  await context.clearCookies()

  const since = Date.now()
  // A new device: the mailed link approves it, the code signs in (both in the secure UI).
  await emailLogin(page, EMAIL)
  const frame = walletFrame(page)
  await expect(frame.getByTestId('frame-unlock-with-passkey')).toBeVisible({ timeout: 30_000 })
  // No secret to type: the wallet holds a passkey blob only.
  await expect(frame.getByTestId('frame-recovery-secret-input')).toHaveCount(0)
  await frame.getByTestId('frame-unlock-with-passkey').click()
  await expect(page.getByTestId('portico-account')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  // The recovery blob's release was mailed to the user, naming the site it was asked from.
  const mail = await mailOf(EMAIL, since, "Your wallet's recovery data was requested")
  expect(mail.text).toContain(demoSite.origin)

  // The unlocked device signs.
  await page.getByTestId('portico-close').click()
  await signDemoMessageInSecureUi(page, address)
})
