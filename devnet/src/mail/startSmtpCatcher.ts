import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { assertLoopbackHost } from './loopbackHost.js'
import type { MailStore } from './mailStore.js'
import { parseCaughtMessage } from './parseCaughtMessage.js'

/** Largest mail the catcher accepts (SIZE, RFC 1870); bigger ones get 552. */
export const SMTP_CATCHER_MAX_MESSAGE_BYTES = 2 * 1024 * 1024

/** Most recipients one mail may have. */
export const SMTP_CATCHER_MAX_RECIPIENTS = 100

/** How long `close()` lets open SMTP sessions finish before it drops them. */
const SMTP_CLOSE_TIMEOUT_MS = 1_000

/** Parameters of {@link startSmtpCatcher}. */
export type StartSmtpCatcherParameters = {
  port: number
  /** Loopback only. @default '127.0.0.1' */
  host?: string
  store: MailStore
  /** @default SMTP_CATCHER_MAX_MESSAGE_BYTES */
  maxMessageBytes?: number
  /** Called with each mail once it is stored (the devnet prints a line without its body). */
  onMessage?: (message: { id: string; to: string[]; subject: string }) => void
}

/** A running SMTP catcher. */
export type SmtpCatcher = {
  /** e.g. `smtp://127.0.0.1:2525` — what nodemailer's createTransport accepts. */
  url: string
  port: number
  close(): Promise<void>
}

/**
 * An SMTP server (smtp-server) that accepts every mail for every recipient and keeps it in
 * `store`. Plain SMTP without STARTTLS (loopback only, and a self-signed certificate would make
 * real clients refuse it); AUTH is optional and any credentials pass, so a client configured
 * with a user and password works too. Credentials are never looked at or logged.
 */
export async function startSmtpCatcher({
  port,
  host = '127.0.0.1',
  store,
  maxMessageBytes = SMTP_CATCHER_MAX_MESSAGE_BYTES,
  onMessage,
}: StartSmtpCatcherParameters): Promise<SmtpCatcher> {
  assertLoopbackHost(host, 'the mail catcher')
  const server = new SMTPServer({
    name: 'portico-mail-catcher',
    banner: 'Portico devnet mail catcher',
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    size: maxMessageBytes,
    rejectOversized: true,
    maxRecipients: SMTP_CATCHER_MAX_RECIPIENTS,
    disableReverseLookup: true,
    closeTimeout: SMTP_CLOSE_TIMEOUT_MS,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'devnet' })
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address)
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      parseCaughtMessage({ source: stream, recipients, sender }).then(
        (message) => {
          // rejectOversized answers 552 itself; the parsed remainder must not be kept.
          if (stream.sizeExceeded) return callback(null)
          store.add(message)
          onMessage?.({ id: message.id, to: message.to, subject: message.subject })
          callback(null, `Message ${message.id} caught`)
        },
        (error: unknown) => {
          stream.resume()
          callback(new Error(`could not parse the message: ${(error as Error).message}`))
        },
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A broken client connection must not bring the devnet down.
  server.on('error', () => {})
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
