import { createMailStore, MAIL_STORE_MAX_MESSAGES, type MailStore } from './mailStore.js'
import { startInboxServer } from './startInboxServer.js'
import { SMTP_CATCHER_MAX_MESSAGE_BYTES, startSmtpCatcher } from './startSmtpCatcher.js'

/** Parameters of {@link startMailCatcher}. */
export type StartMailCatcherParameters = {
  /** SMTP port (0: any free port). */
  smtpPort: number
  /** Web inbox port (0: any free port). */
  inboxPort: number
  /** Loopback only. @default '127.0.0.1' */
  host?: string
  /** @default MAIL_STORE_MAX_MESSAGES */
  maxMessages?: number
  /** @default SMTP_CATCHER_MAX_MESSAGE_BYTES */
  maxMessageBytes?: number
  /** Called with each mail once it is stored (recipients and subject only, never the body). */
  onMessage?: (message: { id: string; to: string[]; subject: string }) => void
}

/** A running mail catcher. */
export type MailCatcher = {
  /** e.g. `smtp://127.0.0.1:2525`: give it to nodemailer's createTransport. */
  smtpUrl: string
  smtpPort: number
  /** e.g. `http://127.0.0.1:4003`: the inbox page and its JSON API. */
  inboxUrl: string
  inboxPort: number
  store: MailStore
  close(): Promise<void>
}

/**
 * The devnet's mail catcher: an SMTP server that accepts any mail, and a web inbox with a JSON
 * API showing what it caught (kept in memory, the latest `maxMessages`).
 *
 * @example
 * const mail = await startMailCatcher({ smtpPort: 2525, inboxPort: 4003 })
 * // nodemailer.createTransport(mail.smtpUrl).sendMail(…); then GET `${mail.inboxUrl}/api/messages`
 */
export async function startMailCatcher({
  smtpPort,
  inboxPort,
  host = '127.0.0.1',
  maxMessages = MAIL_STORE_MAX_MESSAGES,
  maxMessageBytes = SMTP_CATCHER_MAX_MESSAGE_BYTES,
  onMessage,
}: StartMailCatcherParameters): Promise<MailCatcher> {
  const store = createMailStore({ maxMessages })
  const smtp = await startSmtpCatcher({ port: smtpPort, host, store, maxMessageBytes, onMessage })
  try {
    const inbox = await startInboxServer({
      port: inboxPort,
      host,
      store,
      smtpUrl: smtp.url,
      maxMessages,
    })
    return {
      smtpUrl: smtp.url,
      smtpPort: smtp.port,
      inboxUrl: inbox.url,
      inboxPort: inbox.port,
      store,
      close: async () => {
        await Promise.all([smtp.close(), inbox.close()])
      },
    }
  } catch (error) {
    await smtp.close()
    throw error
  }
}
