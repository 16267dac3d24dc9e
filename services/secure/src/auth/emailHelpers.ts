import { EmailSchema } from '@portico/embedded/messages'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { codeMail, type MailContent } from '../mail/mailTemplates.js'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { ErrorResponse } from '../server/schemas.js'
import { type CodeScope, consumeCode, issueCode } from './codes.js'
import { findOrCreateUser, findUserByIdentity, normaliseEmail } from './users.js'

/** The email of a request, checked with the shared schema (spec §5 "email valid") and normalised. */
export function readEmail(raw: string): string {
  if (!EmailSchema.safeParse(raw.trim()).success)
    throw new SecureError('VALIDATION_ERROR', {
      details: [{ in: 'body', path: '/email', message: 'must be a valid email' }],
    })
  return normaliseEmail(raw)
}

/** Sends `content` to `to`; a failure is logged and answered UPSTREAM_ERROR. */
export async function sendMail(
  context: SecureContext,
  request: FastifyRequest,
  to: string,
  content: MailContent,
) {
  try {
    await context.mailer.send(to, content)
    request.log.debug({ subject: content.subject }, 'mail sent')
  } catch (error) {
    request.log.warn({ err: error }, 'mail not sent')
    throw new SecureError('UPSTREAM_ERROR', { details: 'the mail could not be sent' })
  }
}

/** The email's user id, when it belongs to one. */
export async function emailUserId(context: SecureContext, email: string) {
  return (await findUserByIdentity(context.db, 'email', email))?.id
}

/** The user of an email login (created on its first start). */
export function findOrCreateEmailUser(context: SecureContext, email: string, now: number) {
  return findOrCreateUser(context.db, { kind: 'email', subject: email, email, username: null, now })
}

/** Issues a fresh code of `scope` and mails it to the scope's address. */
export async function mailCode(
  context: SecureContext,
  request: FastifyRequest,
  scope: CodeScope,
  now: number,
): Promise<void> {
  const code = await issueCode(context.db, context.keys, scope, now)
  await sendMail(context, request, scope.email, codeMail(scope.purpose, code))
}

/** The response schemas of a step that answers the frame's next `action`. */
export function nextActionResponse<A extends string>(action: A) {
  return { 200: Type.Object({ action: Type.Literal(action) }), '4xx': ErrorResponse }
}

/** Checks the code typed for `scope` (and uses it up); a wrong, expired or locked one throws. */
export function checkCode(context: SecureContext, scope: CodeScope, otp: string, now: number) {
  return consumeCode(context.db, context.keys, scope, otp, now)
}
