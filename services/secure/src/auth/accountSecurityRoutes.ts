import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { equalHex } from '../crypto/secretTokens.js'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { ErrorResponse } from '../server/schemas.js'
import { requireSession } from '../server/sessionAuth.js'
import {
  type RecoveryReleasePolicy,
  readRecoveryReleasePolicy,
} from '../wallet/recoveryReleasePolicy.js'
import { deleteDeviceShare } from '../wallet/walletDeviceShares.js'
import {
  listSessions,
  revokeDeviceSessions,
  revokeOtherSessions,
  revokeSession,
} from './sessions.js'

const SessionJson = Type.Object({
  /** Names the session (sessionId): never its token nor the token's stored hash. */
  id: Type.String(),
  /** The device it is bound to (the id GET /devices lists). */
  device: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Number(),
  expiresAt: Type.Number(),
  /** The session making this request. */
  current: Type.Boolean(),
})

const DeviceJson = Type.Object({
  /** The device's id: the hash of its DPoP key's thumbprint (what sessions are bound to). */
  id: Type.String(),
  current: Type.Boolean(),
  /** When the user approved it by the mailed link; null for one that signed in otherwise (social). */
  approvedAt: Type.Union([Type.Number(), Type.Null()]),
  /** Whether the server holds this device's share of the wallet (it can sign). */
  walletShare: Type.Boolean(),
  /** Its live sessions. */
  sessions: Type.Number(),
  /** When its newest live session was opened. */
  lastLoginAt: Type.Union([Type.Number(), Type.Null()]),
})

const RevokeSessionsBody = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })),
    /** Every session of the user but the current one. */
    all: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
)

const RevokeDeviceBody = Type.Object(
  { id: Type.String({ pattern: '^[0-9a-f]{64}$' }) },
  { additionalProperties: false },
)

/**
 * The user's sessions and devices (issue 16, "sessions revocable" and "one device can be
 * revoked"): `GET /auth/v1/sessions` and `POST /auth/v1/sessions/revoke` (`{ id }`, or
 * `{ all: true }` for all but the current one); `GET /auth/v1/devices` and
 * `POST /auth/v1/devices/revoke` (`{ id }`, not the current device, and only shortly after a login
 * as a recovery release is): the device's server share is deleted — its device share alone
 * rebuilds nothing —, its sessions revoked and its approval forgotten, so it signs in again only
 * through a new mailed link and then must recover like a new device. A wallet made before
 * per-device shares stops signing with its old auth share from then on.
 */
export function accountSecurityRoutes(
  context: SecureContext,
  policy: RecoveryReleasePolicy = readRecoveryReleasePolicy(process.env),
): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/auth/v1/sessions',
      {
        schema: {
          response: {
            200: Type.Object({ sessions: Type.Array(SessionJson) }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const sessions = await listSessions(context.db, session.userId, context.now())
        return {
          sessions: sessions.map(({ tokenHash, ...listed }) => ({
            ...listed,
            current: equalHex(tokenHash, session.tokenHash),
          })),
        }
      },
    )

    app.post<{ Body: Static<typeof RevokeSessionsBody> }>(
      '/auth/v1/sessions/revoke',
      {
        schema: {
          body: RevokeSessionsBody,
          response: { 200: Type.Object({ revoked: Type.Number() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const { id, all } = request.body
        if ((id === undefined) === (all === undefined))
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/', message: 'either id or all: true' }],
          })
        const now = context.now()
        if (all)
          return {
            revoked: await revokeOtherSessions(context.db, session.userId, session.tokenHash, now),
          }
        const target = (await listSessions(context.db, session.userId, now)).find(
          (listed) => listed.id === id,
        )
        if (!target) throw new SecureError('NOT_FOUND', { details: 'no such session' })
        if (equalHex(target.tokenHash, session.tokenHash))
          throw new SecureError('VALIDATION_ERROR', {
            details: [
              { in: 'body', path: '/id', message: 'the current session: sign out instead' },
            ],
          })
        await revokeSession(context.db, target.tokenHash, now)
        return { revoked: 1 }
      },
    )

    /** Every device of the user: approved ones, ones holding a wallet share, ones with live sessions. */
    async function listDevices(userId: string, now: number) {
      const [approved, shares, sessions] = await Promise.all([
        context.db
          .selectFrom('secure_devices')
          .select(['device_hash', 'approved_at'])
          .where('user_id', '=', userId)
          .execute(),
        context.db
          .selectFrom('secure_wallet_devices')
          .select('device_hash')
          .where('user_id', '=', userId)
          .execute(),
        listSessions(context.db, userId, now),
      ])
      const devices = new Map<
        string,
        {
          approvedAt: number | null
          walletShare: boolean
          sessions: number
          lastLoginAt: number | null
        }
      >()
      const entry = (id: string) => {
        let found = devices.get(id)
        if (!found) {
          found = { approvedAt: null, walletShare: false, sessions: 0, lastLoginAt: null }
          devices.set(id, found)
        }
        return found
      }
      for (const row of approved) entry(row.device_hash).approvedAt = Number(row.approved_at)
      for (const row of shares) entry(row.device_hash).walletShare = true
      for (const listed of sessions) {
        if (listed.device === null) continue
        const found = entry(listed.device)
        found.sessions += 1
        found.lastLoginAt = Math.max(found.lastLoginAt ?? 0, listed.createdAt)
      }
      return devices
    }

    app.get(
      '/auth/v1/devices',
      {
        schema: {
          response: {
            200: Type.Object({ devices: Type.Array(DeviceJson) }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const devices = await listDevices(session.userId, context.now())
        return {
          devices: [...devices].map(([id, device]) => ({
            id,
            current: id === session.deviceHash,
            ...device,
          })),
        }
      },
    )

    app.post<{ Body: Static<typeof RevokeDeviceBody> }>(
      '/auth/v1/devices/revoke',
      {
        schema: {
          body: RevokeDeviceBody,
          response: {
            200: Type.Object({ revoked: Type.Literal(true), sessions: Type.Number() }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const now = context.now()
        const { id } = request.body
        if (id === session.deviceHash)
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/id', message: 'the current device: sign out instead' }],
          })
        if (!(await listDevices(session.userId, now)).has(id))
          throw new SecureError('NOT_FOUND', { details: 'no such device' })
        // A fresh login, as for a recovery release: a session stolen with an old device cannot
        // revoke the owner's other devices.
        if (now - session.createdAt > policy.reauthWindowMs)
          throw new SecureError('SESSION_EXPIRED', {
            details: {
              reason: 'REAUTHENTICATE',
              maxAgeS: Math.floor(policy.reauthWindowMs / 1_000),
            },
          })
        const userId = session.userId
        const sessions = await context.db.transaction().execute(async (trx) => {
          await deleteDeviceShare(trx, { userId, deviceHash: id })
          await trx
            .deleteFrom('secure_devices')
            .where('user_id', '=', userId)
            .where('device_hash', '=', id)
            .execute()
          // A link mailed for it earlier must not approve it again.
          await trx
            .deleteFrom('secure_device_approvals')
            .where('user_id', '=', userId)
            .where('device_hash', '=', id)
            .where('approved_at', 'is', null)
            .execute()
          // A wallet made before per-device shares stops signing with its old auth share: the
          // revoked device may hold an old share that pairs with it.
          await trx
            .updateTable('secure_wallets')
            .set({ per_device_at: now })
            .where('user_id', '=', userId)
            .where('per_device_at', 'is', null)
            .execute()
          return revokeDeviceSessions(trx, userId, id, now)
        })
        request.log.info({ userId, sessions }, 'device revoked')
        return { revoked: true as const, sessions }
      },
    )
  }
}
