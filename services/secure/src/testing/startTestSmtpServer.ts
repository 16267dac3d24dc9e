import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the test SMTP server received. */
export type TestMail = { to: string[]; from: string; subject: string; text: string; html: string }

/** Parameters of `startTestSmtpServer`. */
export type StartTestSmtpServerParameters = {
  /** When set, AUTH PLAIN/LOGIN with exactly these credentials is required. */
  auth?: { user: string; pass: string } | undefined
}

/** A running test SMTP server. */
export type TestSmtpServer = {
  /** smtp://[user:pass@]127.0.0.1:<port> */
  url: string
  mails: TestMail[]
  /** The newest mail to `to` (matching `match`) received after `since`, waiting up to `timeoutMs`. */
  waitForMail(
    to: string,
    options?: { since?: number; match?: (mail: TestMail) => boolean; timeoutMs?: number },
  ): Promise<TestMail>
  /** The 6-digit code of the newest code mail to `to` after `since`. */
  readCode(to: string, since?: number): Promise<string>
  close(): Promise<void>
}

/**
 * A real SMTP server (smtp-server, parsed with mailparser) on a free loopback port, without
 * STARTTLS, optionally requiring AUTH, keeping every mail in memory — what the secure server's
 * tests read codes and links from (the devnet's mail catcher does the same for `npm start`).
 */
export async function startTestSmtpServer({
  auth,
}: StartTestSmtpServerParameters = {}): Promise<TestSmtpServer> {
  const mails: (TestMail & { at: number })[] = []
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass)
        return callback(null, { user: auth.user })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            at: Date.now(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : ''

  async function waitForMail(
    to: string,
    {
      since = 0,
      match,
      timeoutMs = 10_000,
    }: { since?: number; match?: (mail: TestMail) => boolean; timeoutMs?: number } = {},
  ): Promise<TestMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = mails
        .filter((m) => m.at >= since && m.to.includes(to.toLowerCase()) && (!match || match(m)))
        .at(-1)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    mails,
    waitForMail,
    async readCode(to, since = 0) {
      const mail = await waitForMail(to, { since, match: (m) => /\b\d{6}\b/.test(m.text) })
      return /\b(\d{6})\b/.exec(mail.text)?.[1] as string
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
