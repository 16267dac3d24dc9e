/**
 * The device-approval link in real Chromium (issue 7 "VERIFY_DEVICE (a new device confirms by
 * email)"): the mail's link opens the confirmation page, whose button approves the device and
 * sends the code — under the page's own CSP and referrer policy, as a person would click it.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  createTestDevice,
  startTestSecure,
  type TestDevice,
  type TestSecure,
} from '../testing/index.js'

let secure: TestSecure
let browser: Browser
beforeAll(async () => {
  secure = await startTestSecure({ longPollMs: 5_000, pollIntervalMs: 50 })
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
  await secure?.close()
})

async function login(email: string, device: TestDevice) {
  return secure.loginByEmail(email, { device })
}

it('the link opens "Approve this device?"; clicking Approve approves it and the code follows by mail', async () => {
  const email = 'browser-device@example.com'
  await login(email, createTestDevice())
  const since = Date.now()
  const secondDevice = createTestDevice()
  const started = await secure.call('POST', '/auth/v1/email/start', {
    body: { email, projectId: 'p1' },
    device: secondDevice,
  })
  expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
  const mail = await secure.waitForMail(email, { since })
  const link = /(http:\/\/\S+\/auth\/v1\/email\/device\/approve\?token=[A-Za-z0-9_-]{43})/.exec(
    mail.text,
  )?.[1] as string
  const waiting = secure.call('GET', `/auth/v1/email/device?email=${encodeURIComponent(email)}`, {
    origin: null,
    headers: { 'sec-fetch-site': 'same-origin' },
    device: secondDevice,
  })

  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(link)
    await expect
      .poll(() => page.getByTestId('secure-page-title').textContent())
      .toBe('Approve this device?')
    const approvedAt = Date.now()
    await page.getByRole('button', { name: 'Approve device' }).click()
    await expect
      .poll(() => page.getByTestId('secure-page-title').textContent())
      .toBe('Device approved')
    expect(errors, errors.join('\n')).toEqual([])
    expect((await waiting).body).toEqual({ status: 'approved' })
    expect(await secure.readCode(email, approvedAt)).toMatch(/^\d{6}$/)
  } finally {
    await context.close()
  }
})
