import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { getAddress, isAddress } from 'viem'
import { walletProofMessage } from '../../frame/src/api/walletProofMessage.js'
import { deviceShareProofMessage } from '../../frame/src/keys/deviceShareProofMessage.js'
import { createId } from '../crypto/secretTokens.js'
import { recoveryReleaseMail } from '../mail/mailTemplates.js'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { ErrorResponse } from '../server/schemas.js'
import { requireSession } from '../server/sessionAuth.js'
import { passkeyHeader } from './passkeyHeader.js'
import { type RecoveryReleasePolicy, readRecoveryReleasePolicy } from './recoveryReleasePolicy.js'
import { readDeviceShare, saveDeviceShare } from './walletDeviceShares.js'
import { isSolanaAddress, proves, provesSolana } from './walletKeyProofs.js'
import {
  CreateWalletBody,
  RecoveryQuery,
  RegisterDeviceBody,
  WalletAddresses,
} from './walletSchemas.js'

/** Associated data of a user's encrypted auth share: a row copied to another user does not decrypt. */
export function shareContext(userId: string) {
  return `auth-share:${userId}`
}

/** The device a session is bound to (every session opened since issue 16 has one). */
function requireSessionDevice(session: { deviceHash: string | null }): string {
  if (session.deviceHash === null) throw new SecureError('SESSION_EXPIRED')
  return session.deviceHash
}

/**
 * The wallet of the signed-in user: `GET /auth/v1/wallet/challenge` (what the new wallet's keys
 * sign), `POST /auth/v1/wallet` once per user (addresses, the auth share — encrypted at rest with
 * AES-256-GCM — the recovery blob and/or the passkey blob, and both keys' signatures of
 * walletProofMessage for this session, so no client registers keys it does not hold),
 * `GET /auth/v1/wallet/device-share` (the server half of this device's own 2-of-2 split, to a
 * session of this device only), `POST /auth/v1/wallet/devices` (a device that recovered registers
 * its fresh split, proved by both keys), `GET /auth/v1/wallet/auth-share` (only for a wallet made
 * before per-device shares), `GET /auth/v1/wallet/recovery/methods`
 * (which protections the wallet has, and the passkey's credential id and PRF salt; no release), and
 * `GET /auth/v1/wallet/recovery?kind=secret|passkey` (issue 16): one blob, only to a session whose
 * login is within `policy.reauthWindowMs`, at most `policy.perUser` releases per user, each
 * recorded and mailed to the user before it is answered; the release carries the recovery half
 * (the auth share) with the blob.
 */
export function walletRoutes(
  context: SecureContext,
  policy: RecoveryReleasePolicy = readRecoveryReleasePolicy(process.env),
): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: Static<typeof CreateWalletBody> }>(
      '/auth/v1/wallet',
      {
        bodyLimit: 16 * 1024,
        schema: {
          body: CreateWalletBody,
          response: { 200: Type.Object({ wallet: WalletAddresses }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const { evmAddress, solanaAddress, authShare, recoveryBlob, passkeyBlob } = request.body
        if (recoveryBlob === undefined && passkeyBlob === undefined)
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/', message: 'a recovery blob or a passkey blob' }],
          })
        if (passkeyBlob !== undefined && !passkeyHeader(passkeyBlob))
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/passkeyBlob', message: 'not a passkey blob' }],
          })
        if (!isAddress(evmAddress, { strict: false }) || !isSolanaAddress(solanaAddress))
          throw new SecureError('VALIDATION_ERROR', {
            details: [{ in: 'body', path: '/', message: 'not a valid EVM or Solana address' }],
          })
        const wallet = { evmAddress: getAddress(evmAddress), solanaAddress }
        const message = walletProofMessage({
          challenge: context.keys.walletChallenge(session.tokenHash),
          ...wallet,
        })
        if (
          !(await proves(message, wallet.evmAddress, request.body.evmSignature)) ||
          !provesSolana(message, solanaAddress, request.body.solanaSignature)
        )
          throw new SecureError('WALLET_PROOF_INVALID')
        const now = context.now()
        const created = await context.db.transaction().execute(async (trx) => {
          const result = await trx
            .insertInto('secure_wallets')
            .values({
              user_id: session.userId,
              evm_address: wallet.evmAddress,
              solana_address: wallet.solanaAddress,
              auth_share: context.keys.shares.encrypt(authShare, shareContext(session.userId)),
              recovery_blob: recoveryBlob ?? '',
              passkey_blob: passkeyBlob ?? null,
              per_device_at: now,
              created_at: now,
            })
            .onConflict((conflict) => conflict.column('user_id').doNothing())
            .executeTakeFirst()
          if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false
          // The first device's own split, bound to the device that proved the keys.
          await saveDeviceShare(trx, context.keys, {
            userId: session.userId,
            deviceHash: requireSessionDevice(session),
            serverShare: request.body.serverShare,
            now,
          })
          return true
        })
        if (!created) throw new SecureError('WALLET_EXISTS')
        return { wallet }
      },
    )

    app.get(
      '/auth/v1/wallet/challenge',
      {
        schema: {
          response: { 200: Type.Object({ challenge: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        return { challenge: context.keys.walletChallenge(session.tokenHash) }
      },
    )

    async function readWallet(userId: string) {
      const row = await context.db
        .selectFrom('secure_wallets')
        .select([
          'auth_share',
          'recovery_blob',
          'passkey_blob',
          'evm_address',
          'solana_address',
          'per_device_at',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!row) throw new SecureError('NOT_FOUND', { details: 'no wallet yet' })
      return row
    }

    app.get(
      '/auth/v1/wallet/auth-share',
      {
        schema: {
          response: { 200: Type.Object({ authShare: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const row = await readWallet(session.userId)
        // Issue 16: with per-device shares the auth share is the recovery half, released only
        // with a recovery (GET /wallet/recovery). A wallet made before them (per_device_at null)
        // still signs with it, until one of its devices is revoked.
        if (row.per_device_at !== null)
          throw new SecureError('NOT_FOUND', { details: { reason: 'RECOVERY_ONLY' } })
        return {
          authShare: context.keys.shares.decrypt(row.auth_share, shareContext(session.userId)),
        }
      },
    )

    app.get(
      '/auth/v1/wallet/device-share',
      {
        schema: {
          response: { 200: Type.Object({ serverShare: Type.String() }), '4xx': ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        await readWallet(session.userId)
        const serverShare = await readDeviceShare(context.db, context.keys, {
          userId: session.userId,
          deviceHash: requireSessionDevice(session),
        })
        // Revoked, or never registered (a device still on an old share, or one to recover).
        if (serverShare === undefined)
          throw new SecureError('NOT_FOUND', { details: { reason: 'NO_DEVICE_SHARE' } })
        return { serverShare }
      },
    )

    app.post<{ Body: Static<typeof RegisterDeviceBody> }>(
      '/auth/v1/wallet/devices',
      {
        bodyLimit: 4 * 1024,
        schema: {
          body: RegisterDeviceBody,
          response: {
            200: Type.Object({ registered: Type.Literal(true) }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const row = await readWallet(session.userId)
        const evmAddress = getAddress(row.evm_address)
        const message = deviceShareProofMessage({
          challenge: context.keys.walletChallenge(session.tokenHash),
          evmAddress,
          solanaAddress: row.solana_address,
        })
        // Only whoever holds the wallet's keys registers a split of them, for its own session.
        if (
          !(await proves(message, evmAddress, request.body.evmSignature)) ||
          !provesSolana(message, row.solana_address, request.body.solanaSignature)
        )
          throw new SecureError('WALLET_PROOF_INVALID')
        await saveDeviceShare(context.db, context.keys, {
          userId: session.userId,
          deviceHash: requireSessionDevice(session),
          serverShare: request.body.serverShare,
          now: context.now(),
        })
        return { registered: true as const }
      },
    )

    app.get(
      '/auth/v1/wallet/recovery/methods',
      {
        schema: {
          response: {
            200: Type.Object({
              secret: Type.Boolean(),
              passkey: Type.Union([
                Type.Object({ credentialId: Type.String(), prfSalt: Type.String() }),
                Type.Null(),
              ]),
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const row = await readWallet(session.userId)
        return {
          secret: row.recovery_blob !== '',
          passkey: passkeyHeader(row.passkey_blob) ?? null,
        }
      },
    )

    /**
     * Counts this release against the user's limit (rows of secure_recovery_releases, so every
     * process shares the count) and mails the user; refuses past the limit.
     */
    async function recordRelease(
      request: FastifyRequest,
      userId: string,
      kind: 'secret' | 'passkey',
      origin: string | null,
    ) {
      const now = context.now()
      const since = now - policy.perUser.windowMs
      await context.db
        .deleteFrom('secure_recovery_releases')
        .where('user_id', '=', userId)
        .where('released_at', '<=', since)
        .execute()
      const recent = await context.db
        .selectFrom('secure_recovery_releases')
        .select('released_at')
        .where('user_id', '=', userId)
        .where('released_at', '>', since)
        .orderBy('released_at', 'asc')
        .execute()
      if (recent.length >= policy.perUser.max) {
        const oldest = Number(recent[0]?.released_at ?? now)
        const retryAfterS = Math.max(1, Math.ceil((oldest + policy.perUser.windowMs - now) / 1_000))
        throw new SecureError('RATE_LIMITED', {
          details: { retryAfterS },
          headers: { 'retry-after': String(retryAfterS) },
        })
      }
      await context.db
        .insertInto('secure_recovery_releases')
        .values({ id: createId(), user_id: userId, kind, origin, ip: request.ip, released_at: now })
        .execute()
      const user = await context.db
        .selectFrom('secure_users')
        .select('email')
        .where('id', '=', userId)
        .executeTakeFirst()
      // A user without an address (a social login whose provider gave none) cannot be told: the
      // release row still records it.
      if (!user?.email) return
      try {
        await context.mailer.send(
          user.email,
          recoveryReleaseMail({ kind, origin, ip: request.ip, time: now }),
        )
      } catch (error) {
        // No notice, no release: the owner must hear of every one.
        request.log.warn({ err: error }, 'recovery release mail not sent')
        throw new SecureError('UPSTREAM_ERROR', { details: 'the mail could not be sent' })
      }
    }

    app.get<{ Querystring: Static<typeof RecoveryQuery> }>(
      '/auth/v1/wallet/recovery',
      {
        schema: {
          querystring: RecoveryQuery,
          response: {
            200: Type.Object({
              recoveryBlob: Type.Optional(Type.String()),
              passkeyBlob: Type.Optional(Type.String()),
              /** The recovery half (the wallet's auth share): with the opened blob, the key. */
              authShare: Type.String(),
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        // A fresh re-authentication: the session's login is recent. An older session signs as
        // before but must sign in again to read a blob someone could then guess at offline.
        if (context.now() - session.createdAt > policy.reauthWindowMs)
          throw new SecureError('SESSION_EXPIRED', {
            details: {
              reason: 'REAUTHENTICATE',
              maxAgeS: Math.floor(policy.reauthWindowMs / 1_000),
            },
          })
        const kind = request.query.kind ?? 'secret'
        const row = await readWallet(session.userId)
        const blob = kind === 'passkey' ? row.passkey_blob : row.recovery_blob
        if (!blob) throw new SecureError('NOT_FOUND', { details: `no ${kind} recovery` })
        // One release, one count, one mail: the blob and the recovery half go together.
        const authShare = context.keys.shares.decrypt(row.auth_share, shareContext(session.userId))
        await recordRelease(request, session.userId, kind, request.query.origin ?? null)
        return kind === 'passkey'
          ? { passkeyBlob: blob, authShare }
          : { recoveryBlob: blob, authShare }
      },
    )
  }
}
