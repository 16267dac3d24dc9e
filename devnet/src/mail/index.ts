/** The devnet's mail catcher: SMTP in, a web inbox and a JSON API out. */
export { type CaughtMessage, MAIL_STORE_MAX_MESSAGES, type MailStore } from './mailStore.js'
export {
  type MailCatcher,
  type StartMailCatcherParameters,
  startMailCatcher,
} from './startMailCatcher.js'
export { SMTP_CATCHER_MAX_MESSAGE_BYTES } from './startSmtpCatcher.js'
export { type WaitForMailParameters, waitForMail } from './waitForMail.js'
