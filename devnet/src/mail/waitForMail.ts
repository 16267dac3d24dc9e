import type { CaughtMessage } from './mailStore.js'

/** How often {@link waitForMail} asks the inbox. */
export const WAIT_FOR_MAIL_INTERVAL_MS = 100

/** Parameters of {@link waitForMail}. */
export type WaitForMailParameters = {
  /** The inbox, e.g. `http://127.0.0.1:4003`. */
  inboxUrl: string
  /** The recipient. */
  to: string
  /** Only mails received at or after this time (e.g. the test's start). */
  since?: Date | number | undefined
  /** Only mails this accepts, e.g. `(m) => m.subject.includes('code')`. */
  match?: ((message: CaughtMessage) => boolean) | undefined
  /** @default 10_000 */
  timeoutMs?: number
  /** @default WAIT_FOR_MAIL_INTERVAL_MS */
  intervalMs?: number
}

/**
 * Polls the mail catcher's JSON API until a mail to `to` (received since `since`, accepted by
 * `match`) is there, and returns the newest such mail; rejects after `timeoutMs`.
 *
 * @example
 * const since = Date.now()
 * await page.getByRole('button', { name: 'Continue' }).click()
 * const mail = await waitForMail({ inboxUrl, to: 'alice@example.com', since })
 * const code = /\b\d{6}\b/.exec(mail.text)?.[0]
 */
export async function waitForMail({
  inboxUrl,
  to,
  since,
  match,
  timeoutMs = 10_000,
  intervalMs = WAIT_FOR_MAIL_INTERVAL_MS,
}: WaitForMailParameters): Promise<CaughtMessage> {
  const sinceMs = since === undefined ? Number.NEGATIVE_INFINITY : new Date(since).getTime()
  const deadline = Date.now() + timeoutMs
  const url = new URL('/api/messages', inboxUrl)
  url.searchParams.set('to', to)
  let seen = 0
  for (;;) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`the mail inbox at ${inboxUrl} answered ${response.status}`)
    const messages = (await response.json()) as CaughtMessage[]
    seen = messages.length
    const found = messages.find(
      (m) => new Date(m.date).getTime() >= sinceMs && (match ? match(m) : true),
    )
    if (found) return found
    if (Date.now() + intervalMs > deadline)
      throw new Error(
        `no mail to ${to}${since === undefined ? '' : ` since ${new Date(sinceMs).toISOString()}`} within ${timeoutMs} ms (${seen} other ${seen === 1 ? 'mail' : 'mails'} to that address)`,
      )
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
