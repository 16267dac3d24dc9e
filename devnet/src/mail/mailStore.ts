/** A mail the catcher received, as the inbox's JSON API returns it. */
export type CaughtMessage = {
  /** Opaque id, unique for the catcher's life. */
  id: string
  /** Envelope recipients (RCPT TO), so Bcc recipients are listed too. */
  to: string[]
  /** The From header as written (`"Name" <address>`), else the envelope sender. */
  from: string
  subject: string
  /** The plain-text body ('' when the mail has none). */
  text: string
  /** The HTML body, untrusted: render it sandboxed or as text. null when the mail has none. */
  html: string | null
  /** When the catcher received it (ISO 8601), not the sender's Date header. */
  date: string
}

/** How many mails the catcher keeps; older ones are dropped first. */
export const MAIL_STORE_MAX_MESSAGES = 1_000

/** How many characters of bodies (text + HTML) the catcher keeps in all; older mails are dropped first. */
export const MAIL_STORE_MAX_CHARS = 64 * 1024 * 1024

/** Parameters of {@link createMailStore}. */
export type CreateMailStoreParameters = {
  /** @default MAIL_STORE_MAX_MESSAGES */
  maxMessages?: number
  /** @default MAIL_STORE_MAX_CHARS */
  maxChars?: number
}

/** The catcher's memory: the latest mails, bounded in count and size. */
export type MailStore = {
  /** Keeps a mail, dropping the oldest ones beyond the bounds. */
  add(message: CaughtMessage): void
  /** Mails newest first; with `to`, only those with that recipient (case-insensitive). */
  list(filter?: { to?: string | undefined }): CaughtMessage[]
  get(id: string): CaughtMessage | undefined
  /** Forgets every mail. */
  clear(): void
  readonly size: number
}

const sizeOf = (message: CaughtMessage) => message.text.length + (message.html?.length ?? 0)

/** An in-memory mail store (insertion order = arrival order). */
export function createMailStore({
  maxMessages = MAIL_STORE_MAX_MESSAGES,
  maxChars = MAIL_STORE_MAX_CHARS,
}: CreateMailStoreParameters = {}): MailStore {
  const messages = new Map<string, CaughtMessage>()
  let chars = 0
  const dropOldest = () => {
    const oldest = messages.values().next().value
    if (!oldest) return
    messages.delete(oldest.id)
    chars -= sizeOf(oldest)
  }
  return {
    add(message) {
      messages.set(message.id, message)
      chars += sizeOf(message)
      while (messages.size > maxMessages || (chars > maxChars && messages.size > 1)) dropOldest()
    },
    list({ to } = {}) {
      const wanted = to?.trim().toLowerCase()
      const all = [...messages.values()].reverse()
      return wanted ? all.filter((m) => m.to.some((r) => r.toLowerCase() === wanted)) : all
    },
    get: (id) => messages.get(id),
    clear() {
      messages.clear()
      chars = 0
    },
    get size() {
      return messages.size
    },
  }
}
