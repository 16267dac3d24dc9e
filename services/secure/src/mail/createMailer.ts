import { createTransport } from 'nodemailer'
import type { MailContent } from './mailTemplates.js'

/** How long connecting, the greeting and each SMTP reply may take. */
export const SMTP_TIMEOUT_MS = 15_000

/** Sends the server's mails. */
export type Mailer = {
  /** Sends one mail; rejects with a MailError (no content, no credentials) when SMTP fails. */
  send(to: string, content: MailContent): Promise<void>
  /**
   * Whether the SMTP server takes a session: connect, greeting, EHLO (and AUTH with credentials),
   * then QUIT; false on any failure (a readiness check: the secure site's /ready `smtp`).
   */
  verify(): Promise<boolean>
  /** Mails being handed to the SMTP server now: the site's outgoing queue (a /metrics gauge). */
  sending(): number
  /** Closes pooled connections. */
  close(): void
}

/** A mail could not be handed to the SMTP server; carries only nodemailer's error code. */
export class MailError extends Error {
  override name = 'MailError'
  constructor(readonly smtpCode: string | undefined) {
    super(`the mail could not be sent${smtpCode ? ` (${smtpCode})` : ''}`)
  }
}

/** Parameters of `createMailer`. */
export type CreateMailerParameters = {
  /** smtp://[user:password@]host:port or smtps://… (SMTP_URL). */
  smtpUrl: string
  /** The From header (MAIL_FROM). */
  from: string
}

/**
 * A nodemailer SMTP transport for SMTP_URL. nodemailer's own logging stays off (it would print
 * the conversation, codes and AUTH included); a failure becomes a MailError that names only
 * nodemailer's error code, never the server's reply or the URL (which may hold a password).
 */
export function createMailer({ smtpUrl, from }: CreateMailerParameters): Mailer {
  // nodemailer reads options from the URL's query too: `logger`/`debug` there would print the
  // SMTP conversation to the console, past the redacting logger, so they are dropped.
  const url = new URL(smtpUrl)
  url.searchParams.delete('logger')
  url.searchParams.delete('debug')
  const transport = createTransport(
    {
      url: url.toString(),
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  )
  let sending = 0
  return {
    async send(to, content) {
      sending++
      try {
        await transport.sendMail({ to, ...content })
      } catch (error) {
        throw new MailError((error as { code?: string }).code)
      } finally {
        sending--
      }
    },
    sending: () => sending,
    verify: () =>
      transport.verify().then(
        () => true,
        () => false,
      ),
    close() {
      transport.close()
    },
  }
}
