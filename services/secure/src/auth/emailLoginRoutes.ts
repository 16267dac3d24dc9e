import { isOriginAllowed } from '@portico/core/internal'
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { describeLoginRequest, deviceApprovalMail } from '../mail/mailTemplates.js'
import { requireLoginProject } from '../projects/requireLoginProject.js'
import type { SecureContext } from '../server/context.js'
import { requireDevice } from '../server/dpopAuth.js'
import { SecureError } from '../server/errors.js'
import { takeRateLimits } from '../server/rateLimit.js'
import { PAGE_CSP, renderPage } from '../server/renderPage.js'
import { AuthResponse, EmailField, ErrorResponse, OtpField, ProjectId } from '../server/schemas.js'
import { readSession, startSession } from '../server/sessionAuth.js'
import { waitUntil } from '../server/waitUntil.js'
import {
  createDeviceApproval,
  findDeviceApproval,
  isDeviceKnown,
  markDeviceApproved,
  rememberDevice,
} from './devices.js'
import {
  checkCode,
  emailUserId,
  findOrCreateEmailUser,
  mailCode,
  readEmail,
  sendMail,
} from './emailHelpers.js'

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

/**
 * Email login (issue 7): start (VERIFY_DEVICE / VERIFY_OTP / CONNECT), the device long-poll and
 * approval link, and verify. The email change is emailChangeRoutes.
 */
export function emailLoginRoutes(context: SecureContext): FastifyPluginAsync {
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
        await takeRateLimits(context, [
          ['mailPerIp', request.ip],
          ['mailPerEmail', email],
        ])
        const user = await findOrCreateEmailUser(context, email, now)
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
        await mailCode(context, request, { purpose: 'login', email, deviceHash }, now)
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
        await mailCode(
          context,
          request,
          { purpose: 'login', email: approval.email, deviceHash: approval.device_hash },
          now,
        )
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
        await takeRateLimits(context, [
          ['verifyPerIp', request.ip],
          ['verifyPerEmail', email],
        ])
        const { deviceHash } = requireDevice(request)
        const now = context.now()
        // The same answer for an address never started and a device not approved.
        const userId = await emailUserId(context, email)
        if (!userId || !(await isDeviceKnown(context.db, userId, deviceHash)))
          throw new SecureError('DEVICE_NOT_APPROVED')
        await checkCode(context, { purpose: 'login', email, deviceHash }, request.body.otp, now)
        const user = await findOrCreateEmailUser(context, email, now)
        await rememberDevice(context.db, user.id, deviceHash, now)
        return startSession(context, user.id, deviceHash, request.log)
      },
    )
  }
}
