import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { simpleParser } from 'mailparser'
import type { CaughtMessage } from './mailStore.js'

/** Parameters of {@link parseCaughtMessage}. */
export type ParseCaughtMessageParameters = {
  /** The raw message (RFC 5322) as the SMTP DATA command delivered it. */
  source: Readable | Buffer | string
  /** Envelope recipients (RCPT TO). */
  recipients: readonly string[]
  /** Envelope sender (MAIL FROM), used when the mail has no From header. */
  sender: string
  /** @default new Date() */
  receivedAt?: Date
}

/** Parses a received mail with mailparser into what the inbox keeps (attachments are dropped). */
export async function parseCaughtMessage({
  source,
  recipients,
  sender,
  receivedAt = new Date(),
}: ParseCaughtMessageParameters): Promise<CaughtMessage> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true })
  return {
    id: randomUUID(),
    to: [...recipients],
    from: parsed.from?.text || sender,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    date: receivedAt.toISOString(),
  }
}
