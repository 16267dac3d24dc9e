import { type MailCatcher, startMailCatcher } from '../mail/startMailCatcher.js'
import { getFreePorts } from './freePorts.js'

/**
 * A mail catcher for a test, SMTP and inbox on free ports (outside the ephemeral range). Send
 * with `nodemailer.createTransport(catcher.smtpUrl)`, read with `waitForMail({ inboxUrl:
 * catcher.inboxUrl, to })`; `close()` when done.
 */
export async function startTestMailCatcher({
  maxMessageBytes,
}: {
  maxMessageBytes?: number
} = {}): Promise<MailCatcher> {
  const [smtpPort = 0, inboxPort = 0] = await getFreePorts(2)
  return startMailCatcher({ smtpPort, inboxPort, maxMessageBytes })
}
