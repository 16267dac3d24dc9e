import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { createId } from '../crypto/secretTokens.js'
import { emailChangedMail } from '../mail/mailTemplates.js'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { takeRateLimits } from '../server/rateLimit.js'
import { EmailField, ErrorResponse, OtpField, UserResponse } from '../server/schemas.js'
import { requireSession } from '../server/sessionAuth.js'
import type { CodeScope } from './codes.js'
import {
  checkCode,
  emailUserId,
  mailCode,
  nextActionResponse,
  readEmail,
  sendMail,
} from './emailHelpers.js'
import { revokeOtherSessions } from './sessions.js'
import { findUserByIdentity, toUserJson } from './users.js'

const UpdateBody = Type.Object({ email: EmailField }, { additionalProperties: false })
const OtpBody = Type.Object({ otp: OtpField }, { additionalProperties: false })

/** How long a pending email change waits for its codes. */
export const EMAIL_UPDATE_TTL_MS = 10 * 60 * 1_000

/** The code the current address gets (proving the user still holds it). */
const primaryCode = (userId: string, email: string): CodeScope => ({
  purpose: 'update_primary',
  email,
  userId,
})
/** The code the new address gets (proving the user holds it too). */
const secondaryCode = (userId: string, email: string): CodeScope => ({
  purpose: 'update_secondary',
  email,
  userId,
})

/**
 * The email change of a signed-in user (issue 7): the new address (a code to the current one),
 * the primary code (a code to the new one), the secondary code (the change, other sessions
 * signed out, the old address told).
 */
export function emailChangeRoutes(context: SecureContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Static<typeof UpdateBody> }>(
      '/auth/v1/email/update',
      {
        schema: {
          body: UpdateBody,
          response: nextActionResponse('VERIFY_PRIMARY_OTP'),
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const newEmail = readEmail(request.body.email)
        await takeRateLimits(context, [['mailPerIp', request.ip]])
        const current = await requireEmailIdentity(session.userId)
        // Whether another wallet uses the new address is told only once it is proven (the
        // secondary code): asking here must not reveal which addresses have a wallet (issue 16).
        if (newEmail === current.subject) throw new SecureError('EMAIL_IN_USE')
        await takeRateLimits(context, [['mailPerEmail', current.subject]])
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
        await mailCode(context, request, primaryCode(session.userId, current.subject), now)
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      },
    )

    /** The email login of a user (its subject is the address); NO_EMAIL without one. */
    async function requireEmailIdentity(userId: string) {
      const identity = await context.db
        .selectFrom('secure_identities')
        .select('subject')
        .where('user_id', '=', userId)
        .where('kind', '=', 'email')
        .executeTakeFirst()
      if (!identity) throw new SecureError('NO_EMAIL')
      return identity
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
          response: nextActionResponse('VERIFY_SECONDARY_OTP'),
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const now = context.now()
        const update = await pendingUpdate(session.userId, now)
        const current = await requireEmailIdentity(session.userId)
        await takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', current.subject],
        ])
        await checkCode(
          context,
          primaryCode(session.userId, current.subject),
          request.body.otp,
          now,
        )
        await takeRateLimits(context, [['mailPerEmail', update.new_email]])
        await context.db
          .updateTable('secure_email_updates')
          .set({ primary_verified_at: now })
          .where('id', '=', update.id)
          .execute()
        await mailCode(context, request, secondaryCode(session.userId, update.new_email), now)
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
        await takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', update.new_email],
        ])
        const current = await requireEmailIdentity(session.userId)
        if (update.primary_verified_at === null)
          throw new SecureError('BAD_REQUEST', { details: 'confirm the current address first' })
        await checkCode(
          context,
          secondaryCode(session.userId, update.new_email),
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
