import { isOriginAllowed } from '@portico/core'
import { EmailSchema } from '@portico/embedded/messages'
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { createId } from '../crypto/secretTokens.js'
import {
  codeMail,
  describeLoginRequest,
  deviceApprovalMail,
  emailChangedMail,
  type MailContent,
} from '../mail/mailTemplates.js'
import { requireLoginProject } from '../projects/requireLoginProject.js'
import type { SecureContext } from '../server/context.js'
import { requireDevice } from '../server/dpopAuth.js'
import { SecureError } from '../server/errors.js'
import { takeRateLimits } from '../server/rateLimit.js'
import { PAGE_CSP, renderPage } from '../server/renderPage.js'
import {
  AuthResponse,
  EmailField,
  ErrorResponse,
  OtpField,
  ProjectId,
  UserResponse,
} from '../server/schemas.js'
import { readSession, requireSession, startSession } from '../server/sessionAuth.js'
import { waitUntil } from '../server/waitUntil.js'
import { consumeCode, issueCode } from './codes.js'
import {
  createDeviceApproval,
  findDeviceApproval,
  isDeviceKnown,
  markDeviceApproved,
  rememberDevice,
} from './devices.js'
import { revokeOtherSessions } from './sessions.js'
import { findOrCreateUser, findUserByIdentity, normaliseEmail, toUserJson } from './users.js'

const StartBody = Type.Object(
  {
    email: EmailField,
    projectId: ProjectId,
    /** The dApp origin the frame serves (an allowed origin of the project): named in the device mail. */
    origin: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    /** Send a code even when the session already is this address's (re-authentication before an export). */
    reauthenticate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
const VerifyBody = Type.Object(
  { email: EmailField, otp: OtpField },
  { additionalProperties: false },
)
const DeviceQuery = Type.Object({ email: EmailField })
const TokenQuery = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) })
const UpdateBody = Type.Object({ email: EmailField }, { additionalProperties: false })
const OtpBody = Type.Object({ otp: OtpField }, { additionalProperties: false })

/** How long a pending email change waits for its codes. */
export const EMAIL_UPDATE_TTL_MS = 10 * 60 * 1_000

/** The email of a request, checked with the shared schema (spec §5 "email valid") and normalised. */
function readEmail(raw: string): string {
  if (!EmailSchema.safeParse(raw.trim()).success)
    throw new SecureError('VALIDATION_ERROR', {
      details: [{ in: 'body', path: '/email', message: 'must be a valid email' }],
    })
  return normaliseEmail(raw)
}

async function sendMail(
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
async function emailUserId(context: SecureContext, email: string) {
  return (await findUserByIdentity(context.db, 'email', email))?.id
}

/**
 * Email login (issue 7): start (VERIFY_DEVICE / VERIFY_OTP / CONNECT), the device long-poll and
 * approval link, verify, and the email change with primary and secondary codes.
 */
export function emailRoutes(context: SecureContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Static<typeof StartBody> }>(
      '/auth/v1/email/start',
      {
        schema: {
          body: StartBody,
          response: {
            200: Type.Object({
              action: Type.Union([
                Type.Literal('VERIFY_DEVICE'),
                Type.Literal('VERIFY_OTP'),
                Type.Literal('CONNECT'),
              ]),
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const email = readEmail(request.body.email)
        const allowedOrigins = await requireLoginProject(context, request.body.projectId)
        const origin = request.body.origin
        if (origin !== undefined && !isOriginAllowed(origin, allowedOrigins))
          throw new SecureError('ORIGIN_NOT_ALLOWED')
        const now = context.now()
        const { deviceHash } = requireDevice(request)
        // Already signed in as this address: nothing to send, unless a fresh code is asked for.
        const session = await readSession(context, request)
        if (
          session &&
          !request.body.reauthenticate &&
          session.userId === (await emailUserId(context, email))
        )
          return { action: 'CONNECT' as const }
        // Limits before any lookup of the address, and one answer whether it has a wallet or not
        // (issue 16: no account enumeration): every address gets its user on its first start, and
        // a device it never approved — a new address's too — is approved by the mailed link first.
        takeRateLimits(context, [
          ['mailPerIp', request.ip],
          ['mailPerEmail', email],
        ])
        const user = await findOrCreateUser(context.db, {
          kind: 'email',
          subject: email,
          email,
          username: null,
          now,
        })
        if (!(await isDeviceKnown(context.db, user.id, deviceHash))) {
          const token = await createDeviceApproval(context.db, {
            userId: user.id,
            email,
            deviceHash,
            origin: origin ?? null,
            ip: request.ip,
            now,
          })
          const link = `${context.publicUrl}/auth/v1/email/device/approve?token=${token}`
          await sendMail(
            context,
            request,
            email,
            deviceApprovalMail({ link, origin: origin ?? null, ip: request.ip, time: now }),
          )
          return { action: 'VERIFY_DEVICE' as const }
        }
        const code = await issueCode(
          context.db,
          context.keys,
          { purpose: 'login', email, deviceHash },
          now,
        )
        await sendMail(context, request, email, codeMail('login', code))
        return { action: 'VERIFY_OTP' as const }
      },
    )

    app.get<{ Querystring: Static<typeof DeviceQuery> }>(
      '/auth/v1/email/device',
      {
        schema: {
          querystring: DeviceQuery,
          response: {
            200: Type.Object({
              status: Type.Union([Type.Literal('approved'), Type.Literal('pending')]),
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const email = readEmail(request.query.email)
        const { deviceHash } = requireDevice(request)
        const gone = new AbortController()
        reply.raw.once('close', () => gone.abort())
        const approved = await waitUntil(
          async () => {
            const userId = await emailUserId(context, email)
            return userId && (await isDeviceKnown(context.db, userId, deviceHash))
              ? true
              : undefined
          },
          {
            timeoutMs: context.longPollMs,
            intervalMs: context.pollIntervalMs,
            signal: gone.signal,
          },
        )
        return { status: approved ? ('approved' as const) : ('pending' as const) }
      },
    )

    // The link in the mail: a page asking to confirm (mail scanners that open links approve nothing).
    app.get<{ Querystring: Static<typeof TokenQuery> }>(
      '/auth/v1/email/device/approve',
      {
        config: { navigation: true },
        schema: { querystring: TokenQuery },
        // A malformed link gets the page, not JSON.
        attachValidation: true,
      },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP)
        const approval = request.validationError
          ? undefined
          : await findDeviceApproval(context.db, request.query.token, context.now())
        if (!approval)
          return reply.code(400).send(
            renderPage({
              title: 'This link has expired',
              paragraphs: ['Start signing in again to get a new link.'],
            }),
          )
        return renderPage({
          title: 'Approve this device?',
          paragraphs: [
            `Someone is signing in as ${approval.email} from a new device.`,
            ...describeLoginRequest({
              origin: approval.origin,
              ip: approval.ip,
              time: Number(approval.created_at),
            }),
            'If it is you, approve it; a sign-in code is then sent to this address.',
          ],
          form: {
            action: '/auth/v1/email/device/approve',
            fields: { token: request.query.token },
            submit: 'Approve device',
          },
        })
      },
    )

    app.post<{ Body: Static<typeof TokenQuery> }>(
      '/auth/v1/email/device/approve',
      { config: { form: true }, schema: { body: TokenQuery }, attachValidation: true },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP)
        const now = context.now()
        const approval = request.validationError
          ? undefined
          : await findDeviceApproval(context.db, request.body.token, now)
        if (!approval || !(await markDeviceApproved(context.db, approval.token_hash, now)))
          return reply.code(400).send(
            renderPage({
              title: 'This link has expired',
              paragraphs: ['Start signing in again to get a new link.'],
            }),
          )
        await rememberDevice(context.db, approval.user_id, approval.device_hash, now)
        const code = await issueCode(
          context.db,
          context.keys,
          { purpose: 'login', email: approval.email, deviceHash: approval.device_hash },
          now,
        )
        await sendMail(context, request, approval.email, codeMail('login', code))
        return renderPage({
          title: 'Device approved',
          paragraphs: ['Go back to the app and enter the code we just sent you.'],
        })
      },
    )

    app.post<{ Body: Static<typeof VerifyBody> }>(
      '/auth/v1/email/verify',
      { schema: { body: VerifyBody, response: { 200: AuthResponse, '4xx': ErrorResponse } } },
      async (request) => {
        const email = readEmail(request.body.email)
        takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', email],
        ])
        const { deviceHash } = requireDevice(request)
        const now = context.now()
        // The same answer for an address never started and a device not approved.
        const userId = await emailUserId(context, email)
        if (!userId || !(await isDeviceKnown(context.db, userId, deviceHash)))
          throw new SecureError('DEVICE_NOT_APPROVED')
        await consumeCode(
          context.db,
          context.keys,
          { purpose: 'login', email, deviceHash },
          request.body.otp,
          now,
        )
        const user = await findOrCreateUser(context.db, {
          kind: 'email',
          subject: email,
          email,
          username: null,
          now,
        })
        await rememberDevice(context.db, user.id, deviceHash, now)
        return startSession(context, user.id, deviceHash, request.log)
      },
    )

    app.post<{ Body: Static<typeof UpdateBody> }>(
      '/auth/v1/email/update',
      {
        schema: {
          body: UpdateBody,
          response: {
            200: Type.Object({ action: Type.Literal('VERIFY_PRIMARY_OTP') }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const newEmail = readEmail(request.body.email)
        takeRateLimits(context, [['mailPerIp', request.ip]])
        const current = await emailIdentityOf(session.userId)
        if (!current) throw new SecureError('NO_EMAIL')
        // Whether another wallet uses the new address is told only once it is proven (the
        // secondary code): asking here must not reveal which addresses have a wallet (issue 16).
        if (newEmail === current.subject) throw new SecureError('EMAIL_IN_USE')
        takeRateLimits(context, [['mailPerEmail', current.subject]])
        const now = context.now()
        await context.db
          .insertInto('secure_email_updates')
          .values({
            id: createId(),
            user_id: session.userId,
            new_email: newEmail,
            created_at: now,
            expires_at: now + EMAIL_UPDATE_TTL_MS,
            primary_verified_at: null,
            completed_at: null,
          })
          .execute()
        const code = await issueCode(
          context.db,
          context.keys,
          { purpose: 'update_primary', email: current.subject, userId: session.userId },
          now,
        )
        await sendMail(context, request, current.subject, codeMail('update_primary', code))
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      },
    )

    /** The email login of a user (its subject is the address), if they have one. */
    function emailIdentityOf(userId: string) {
      return context.db
        .selectFrom('secure_identities')
        .select('subject')
        .where('user_id', '=', userId)
        .where('kind', '=', 'email')
        .executeTakeFirst()
    }

    /** The user's newest email change still waiting. */
    async function pendingUpdate(userId: string, now: number) {
      const update = await context.db
        .selectFrom('secure_email_updates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('completed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!update || Number(update.expires_at) <= now)
        throw new SecureError('BAD_REQUEST', { details: 'no email change is waiting' })
      return update
    }

    app.post<{ Body: Static<typeof OtpBody> }>(
      '/auth/v1/email/update/primary',
      {
        schema: {
          body: OtpBody,
          response: {
            200: Type.Object({ action: Type.Literal('VERIFY_SECONDARY_OTP') }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const now = context.now()
        const update = await pendingUpdate(session.userId, now)
        const current = await emailIdentityOf(session.userId)
        if (!current) throw new SecureError('NO_EMAIL')
        takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', current.subject],
        ])
        await consumeCode(
          context.db,
          context.keys,
          { purpose: 'update_primary', email: current.subject, userId: session.userId },
          request.body.otp,
          now,
        )
        takeRateLimits(context, [['mailPerEmail', update.new_email]])
        await context.db
          .updateTable('secure_email_updates')
          .set({ primary_verified_at: now })
          .where('id', '=', update.id)
          .execute()
        const code = await issueCode(
          context.db,
          context.keys,
          { purpose: 'update_secondary', email: update.new_email, userId: session.userId },
          now,
        )
        await sendMail(context, request, update.new_email, codeMail('update_secondary', code))
        return { action: 'VERIFY_SECONDARY_OTP' as const }
      },
    )

    app.post<{ Body: Static<typeof OtpBody> }>(
      '/auth/v1/email/update/secondary',
      {
        schema: {
          body: OtpBody,
          response: {
            200: Type.Object({
              newEmail: Type.String(),
              user: UserResponse,
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const now = context.now()
        const update = await pendingUpdate(session.userId, now)
        takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', update.new_email],
        ])
        const current = await emailIdentityOf(session.userId)
        if (!current) throw new SecureError('NO_EMAIL')
        if (update.primary_verified_at === null)
          throw new SecureError('BAD_REQUEST', { details: 'confirm the current address first' })
        await consumeCode(
          context.db,
          context.keys,
          { purpose: 'update_secondary', email: update.new_email, userId: session.userId },
          request.body.otp,
          now,
        )
        try {
          await context.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('secure_identities')
              .set({ subject: update.new_email })
              .where('user_id', '=', session.userId)
              .where('kind', '=', 'email')
              .execute()
            await trx
              .updateTable('secure_users')
              .set({ email: update.new_email })
              .where('id', '=', session.userId)
              .execute()
            await trx
              .updateTable('secure_email_updates')
              .set({ completed_at: now })
              .where('id', '=', update.id)
              .execute()
          })
        } catch (error) {
          // The address was taken by another user meanwhile (the identity is unique).
          if (await emailUserId(context, update.new_email)) throw new SecureError('EMAIL_IN_USE')
          throw error
        }
        // Whoever else held a session of this wallet is signed out; the old address is told.
        await revokeOtherSessions(context.db, session.userId, session.tokenHash, now)
        await sendMail(context, request, current.subject, emailChangedMail(update.new_email))
        const user = await findUserByIdentity(context.db, 'email', update.new_email)
        if (!user) throw new SecureError('SERVER_ERROR')
        return { newEmail: update.new_email, user: toUserJson(user) }
      },
    )
  }
}
