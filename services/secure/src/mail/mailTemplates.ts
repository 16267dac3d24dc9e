import { escapeHtml } from '../server/renderPage.js'

/** Minutes a code or link stays valid, as the mails say it. */
export const MAIL_VALIDITY_MINUTES = 10

/** One mail: subject, plain text and a simple HTML version. */
export type MailContent = { subject: string; text: string; html: string }

function page(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('')
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111">${body}</body></html>`
}

/** Why a code is sent. */
export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'

const CODE_INTRO: Record<CodePurpose, { subject: string; intro: string }> = {
  login: { subject: 'Your sign-in code', intro: 'Use this code to sign in:' },
  update_primary: {
    subject: 'Confirm your email change',
    intro:
      'Someone asked to change the email of your wallet. To confirm from this address, use this code:',
  },
  update_secondary: {
    subject: 'Confirm your new email',
    intro: 'To make this address the email of your wallet, use this code:',
  },
}

/**
 * The mail carrying a 6-digit code: plain words without dates or locale formats, the code on its
 * own line, how long it lasts and what to do if it was not you.
 */
export function codeMail(purpose: CodePurpose, code: string): MailContent {
  const { subject, intro } = CODE_INTRO[purpose]
  const validity = `The code expires in ${MAIL_VALIDITY_MINUTES} minutes.`
  const ignore = 'If you did not ask for it, ignore this email.'
  return {
    subject,
    text: `${intro}\n\n${code}\n\n${validity} ${ignore}\n`,
    html: page([
      escapeHtml(intro),
      `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
      `${escapeHtml(validity)} ${escapeHtml(ignore)}`,
    ]),
  }
}

/** Where and when a login asked for a device approval, as a mail or page says it. */
export type LoginRequestFacts = {
  /** The site the login came from, when known. */
  origin: string | null
  /** The requesting client's address (no place database here: the address is the place). */
  ip: string | null
  /** ms since the epoch. */
  time: number
}

/** "2026-11-28 13:05 UTC": one format for every reader, no locale. */
export function formatUtc(time: number): string {
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The lines naming a login request's site, time and place (issue 16). */
export function describeLoginRequest({ origin, ip, time }: LoginRequestFacts): string[] {
  return [
    `Site: ${origin ?? 'not known'}`,
    `Time: ${formatUtc(time)}`,
    `From: ${ip ?? 'not known'}`,
  ]
}

/**
 * The mail of VERIFY_DEVICE: a link that approves a new device, then a code follows. It names the
 * site, time and address of the request (issue 16), so a login somebody else started stands out.
 */
export function deviceApprovalMail({
  link,
  ...facts
}: LoginRequestFacts & { link: string }): MailContent {
  const intro = 'Someone is signing in to your wallet from a new device.'
  const request = describeLoginRequest(facts)
  const action = 'If it is you, open this link to approve the device; a sign-in code follows.'
  const validity = `The link expires in ${MAIL_VALIDITY_MINUTES} minutes. If it was not you, ignore this email.`
  return {
    subject: 'Approve a new device',
    text: `${intro}\n\n${request.join('\n')}\n\n${action}\n\n${link}\n\n${validity}\n`,
    html: page([
      escapeHtml(intro),
      request.map(escapeHtml).join('<br>'),
      escapeHtml(action),
      `<a href="${escapeHtml(link)}">Approve this device</a>`,
      escapeHtml(validity),
    ]),
  }
}

/**
 * The notice to the old address once the email of a wallet changed (issue 16, finding 7): the
 * new address, and that the other sessions were signed out.
 */
export function emailChangedMail(newEmail: string): MailContent {
  const intro = `The email of your wallet was changed to ${newEmail}.`
  const sessions = 'Every other session of your wallet was signed out.'
  const notYou = 'If it was not you, contact the support of the site you use the wallet on at once.'
  return {
    subject: 'The email of your wallet changed',
    text: `${intro}\n\n${sessions}\n\n${notYou}\n`,
    html: page([escapeHtml(intro), escapeHtml(sessions), escapeHtml(notYou)]),
  }
}

/**
 * The notice sent at each release of a wallet's recovery data (issue 16, finding 8): "Your
 * wallet's recovery data was requested from {site/ip} at {time}", with the request's site, time
 * and address, so a release the owner did not start stands out at once.
 */
export function recoveryReleaseMail({
  kind,
  ...facts
}: LoginRequestFacts & { kind: 'passkey' | 'secret' }): MailContent {
  const from = facts.origin ?? facts.ip ?? 'an unknown place'
  const intro = `Your wallet's recovery data was requested from ${from} at ${formatUtc(facts.time)}.`
  const what =
    kind === 'passkey'
      ? 'It is opened with your passkey, to use your wallet in a new browser or on a new site.'
      : 'It is opened with your recovery secret, to use your wallet in a new browser or on a new site.'
  const request = describeLoginRequest(facts)
  const notYou =
    'If it was not you, someone can sign in to your account: change your email password and contact the support of the site you use the wallet on at once.'
  return {
    subject: "Your wallet's recovery data was requested",
    text: `${intro}\n\n${what}\n\n${request.join('\n')}\n\n${notYou}\n`,
    html: page([
      escapeHtml(intro),
      escapeHtml(what),
      request.map(escapeHtml).join('<br>'),
      escapeHtml(notYou),
    ]),
  }
}
