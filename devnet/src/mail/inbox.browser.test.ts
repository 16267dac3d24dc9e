import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import nodemailer from 'nodemailer'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from './startMailCatcher.js'
import { waitForMail } from './waitForMail.js'

/** The inbox in Debian's Chromium, showing a hostile mail. */
let site: Server
let siteOrigin: string
let mail: MailCatcher
let browser: Browser

beforeAll(async () => {
  // Where the mail's link points.
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>site</title><p>site</p>')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  ;[mail, browser] = await Promise.all([
    startMailCatcher({ smtpPort: 0, inboxPort: 0 }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
  ])
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([mail?.close(), new Promise((resolve) => site?.close(resolve))])
})

describe('inbox in Chromium', () => {
  it('inbox: a hostile mail’s HTML shows in its frame but runs nothing; its links open in a new tab', async () => {
    await nodemailer.createTransport(mail.smtpUrl).sendMail({
      from: 'attacker@evil.test',
      to: 'victim@example.com',
      subject: 'Hello <b>there</b>',
      text: 'plain',
      html: `<p id="greeting">Hi from the mail</p>
<script>document.getElementById('greeting').textContent = 'script ran'; parent.document.title = 'pwned'</script>
<img src="x" onerror="document.getElementById('greeting').textContent = 'onerror ran'">
<a id="link" href="${siteOrigin}/from-mail">Open</a>`,
    })
    const caught = await waitForMail({ inboxUrl: mail.inboxUrl, to: 'victim@example.com' })
    const context = await browser.newContext()
    const page = await context.newPage()
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${mail.inboxUrl}/?to=victim%40example.com`)
    await page.getByRole('link', { name: 'Hello <b>there</b>' }).click()
    await page.waitForURL(`${mail.inboxUrl}/messages/${caught.id}`)
    const frame = page.frameLocator('iframe[title^="HTML version"]')
    await frame.locator('#greeting').waitFor()
    await expect(frame.locator('#greeting').textContent()).resolves.toBe('Hi from the mail')
    await page.waitForTimeout(200)
    await expect(page.title()).resolves.toBe('Hello <b>there</b> — Devnet inbox')
    expect(dialogs).toEqual([])

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      frame.locator('#link').click(),
    ])
    await popup.waitForURL(`${siteOrigin}/from-mail`)
    await expect(page.url()).toBe(`${mail.inboxUrl}/messages/${caught.id}`)
    await context.close()
  })
})
