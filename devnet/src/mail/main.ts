/**
 * `npm run mail`: the devnet's mail catcher alone — SMTP on 127.0.0.1:2525
 * (PORTICO_MAIL_SMTP_PORT), the inbox on http://127.0.0.1:4003 (PORTICO_MAIL_INBOX_PORT) — until
 * SIGINT or SIGTERM. Prints one line per mail caught: its recipients and id only — the subject
 * and body may hold a one-time code, and logs must never show one.
 */
import { getPort } from '../ports.js'
import { startMailCatcher } from './startMailCatcher.js'

/** The line `npm start` waits for. */
const MAIL_CATCHER_READY_LINE = 'Portico mail catcher on'

const catcher = await startMailCatcher({
  smtpPort: getPort('mailSmtp'),
  inboxPort: getPort('mailInbox'),
  onMessage: ({ id, to }) =>
    console.log(`caught a mail to ${to.join(', ')} (${catcher.inboxUrl}/messages/${id})`),
}).catch((error: unknown) => {
  console.error(`mail catcher failed to start: ${(error as Error).message}`)
  process.exit(1)
})

console.log(`${MAIL_CATCHER_READY_LINE} ${catcher.smtpUrl}, inbox ${catcher.inboxUrl}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void catcher.close().finally(() => process.exit(0))
  })
