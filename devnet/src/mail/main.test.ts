import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'
import { getFreePorts } from '../testing/freePorts.js'
import { waitForExit } from '../testing/runMain.js'
import { startMainScript } from '../testing/startMainScript.js'
import { waitForMail } from './waitForMail.js'

const children: ReturnType<typeof startMainScript>[] = []
afterEach(() => {
  for (const { child } of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('npm run mail', () => {
  it('starts on its PORTICO_* ports, logs a caught mail without its subject or body, stops on SIGTERM', async () => {
    const [smtpPort = 0, inboxPort = 0] = await getFreePorts(2)
    const main = startMainScript('devnet/src/mail/main.ts', {
      PORTICO_MAIL_SMTP_PORT: String(smtpPort),
      PORTICO_MAIL_INBOX_PORT: String(inboxPort),
    })
    children.push(main)
    await main.waitFor(
      `Portico mail catcher on smtp://127.0.0.1:${smtpPort}, inbox http://127.0.0.1:${inboxPort}`,
    )
    await nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`).sendMail({
      from: 'no-reply@portico.test',
      to: 'alice@example.com',
      subject: '482913 is your code',
      text: 'Your code: 482913',
    })
    const mail = await waitForMail({
      inboxUrl: `http://127.0.0.1:${inboxPort}`,
      to: 'alice@example.com',
    })
    await main.waitFor(
      `caught a mail to alice@example.com (http://127.0.0.1:${inboxPort}/messages/${mail.id})`,
    )
    expect(main.output()).not.toContain('482913')
    main.child.kill('SIGTERM')
    expect(await waitForExit(main.child)).toBe(0)
  })
})
