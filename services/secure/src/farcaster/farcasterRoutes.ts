import { randomBytes } from 'node:crypto'
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { findOrCreateUser } from '../auth/users.js'
import { createToken, equalHex, hashToken } from '../crypto/secretTokens.js'
import { requireLoginProject } from '../projects/requireLoginProject.js'
import type { SecureContext } from '../server/context.js'
import { requireDevice } from '../server/dpopAuth.js'
import { SecureError } from '../server/errors.js'
import { AuthResponse, ErrorResponse, LoginNonce, NonceHash, ProjectId } from '../server/schemas.js'
import { startSession } from '../server/sessionAuth.js'
import { waitUntil } from '../server/waitUntil.js'
import { FarcasterIdRegistryError } from './createFarcasterIdRegistry.js'
import type { FarcasterChannelStatus } from './createFarcasterRelay.js'
import { verifyFarcasterSignIn } from './verifyFarcasterSignIn.js'

/** How long a Farcaster sign-in may wait for the approving app. */
export const FARCASTER_LOGIN_TTL_MS = 10 * 60 * 1_000

const StartBody = Type.Object(
  { projectId: ProjectId, loginNonceHash: NonceHash },
  { additionalProperties: false },
)
const WaitBody = Type.Object(
  { channelId: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }), loginNonce: LoginNonce },
  { additionalProperties: false },
)

/** Associated data of a login's encrypted channel token. */
function channelContext(id: string) {
  return `farcaster-channel:${id}`
}

/**
 * Farcaster sign-in through its auth relay (FARCASTER_RELAY_URL): `POST /auth/v1/farcaster/start`
 * opens a channel (SIWE for this origin with a fresh nonce) and answers its connect URI;
 * `POST /auth/v1/farcaster/wait` long-polls the relay and, once the approving app signed, checks
 * the SIWE message and signature (viem), the nonce and that the signer holds the fid on
 * Farcaster's IdRegistry (`custodyOf`), then opens a session.
 */
export function farcasterRoutes(context: SecureContext): FastifyPluginAsync {
  const domain = new URL(context.publicUrl).host
  return async (app) => {
    app.post<{ Body: Static<typeof StartBody> }>(
      '/auth/v1/farcaster/start',
      {
        schema: {
          body: StartBody,
          response: {
            200: Type.Object({ url: Type.String(), channelId: Type.String() }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const relay = context.farcaster
        if (!relay) throw new SecureError('PROVIDER_UNAVAILABLE', { details: 'farcaster' })
        await requireLoginProject(context, request.body.projectId)
        // SIWE nonces are letters and digits (EIP-4361); relays take 8-64 of them.
        const nonce = randomBytes(16).toString('hex')
        let channel: { channelToken: string; url: string }
        try {
          channel = await relay.createChannel({ siweUri: context.publicUrl, domain, nonce })
        } catch (error) {
          request.log.warn({ err: error }, 'farcaster relay failed')
          throw new SecureError('UPSTREAM_ERROR', {
            details: 'the Farcaster relay does not answer',
          })
        }
        const id = createToken()
        const now = context.now()
        await context.db
          .insertInto('secure_farcaster_logins')
          .values({
            id,
            project_id: request.body.projectId,
            channel_token: context.keys.logins.encrypt(channel.channelToken, channelContext(id)),
            nonce,
            login_nonce_hash: request.body.loginNonceHash,
            device_hash: requireDevice(request).deviceHash,
            created_at: now,
            expires_at: now + FARCASTER_LOGIN_TTL_MS,
            completed_at: null,
          })
          .execute()
        return { url: channel.url, channelId: id }
      },
    )

    app.post<{ Body: Static<typeof WaitBody> }>(
      '/auth/v1/farcaster/wait',
      {
        schema: {
          body: WaitBody,
          response: {
            200: Type.Union([
              Type.Object({ status: Type.Literal('pending') }),
              Type.Composite([Type.Object({ status: Type.Literal('completed') }), AuthResponse]),
            ]),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const relay = context.farcaster
        if (!relay) throw new SecureError('PROVIDER_UNAVAILABLE', { details: 'farcaster' })
        const { channelId, loginNonce } = request.body
        const login = await context.db
          .selectFrom('secure_farcaster_logins')
          .selectAll()
          .where('id', '=', channelId)
          .where('completed_at', 'is', null)
          .where('expires_at', '>', context.now())
          .executeTakeFirst()
        // Only the frame that started the login receives it: its nonce and its key.
        const { deviceHash } = requireDevice(request)
        if (
          !login ||
          !equalHex(hashToken(loginNonce), login.login_nonce_hash) ||
          !login.device_hash ||
          !equalHex(deviceHash, login.device_hash)
        )
          throw new SecureError('FARCASTER_FAILED')
        const channelToken = context.keys.logins.decrypt(
          login.channel_token,
          channelContext(login.id),
        )
        const gone = new AbortController()
        reply.raw.once('close', () => gone.abort())
        let status: FarcasterChannelStatus | undefined
        try {
          status = await waitUntil(
            async () => {
              const found = await relay.status(channelToken)
              return found.state === 'completed' ? found : undefined
            },
            {
              timeoutMs: context.longPollMs,
              intervalMs: context.pollIntervalMs,
              signal: gone.signal,
            },
          )
        } catch (error) {
          request.log.warn({ err: error }, 'farcaster relay failed')
          throw new SecureError('UPSTREAM_ERROR', {
            details: 'the Farcaster relay does not answer',
          })
        }
        if (status?.state !== 'completed') return { status: 'pending' as const }
        const now = context.now()
        const finished = await context.db
          .updateTable('secure_farcaster_logins')
          .set({ completed_at: now })
          .where('id', '=', login.id)
          .where('completed_at', 'is', null)
          .executeTakeFirst()
        if (Number(finished.numUpdatedRows) !== 1) throw new SecureError('FARCASTER_FAILED')
        try {
          await verifyFarcasterSignIn({
            message: status.message,
            signature: status.signature,
            fid: status.fid,
            custody: status.custody,
            nonce: login.nonce,
            domain,
            uri: context.publicUrl,
            time: new Date(now),
            idRegistry: context.farcasterIdRegistry,
          })
        } catch (error) {
          if (error instanceof FarcasterIdRegistryError) {
            request.log.warn({ err: error }, 'farcaster id registry failed')
            throw new SecureError('UPSTREAM_ERROR', {
              details: 'the Farcaster ID registry does not answer',
            })
          }
          request.log.warn({ err: error }, 'farcaster sign-in refused')
          throw new SecureError('FARCASTER_FAILED')
        }
        const user = await findOrCreateUser(context.db, {
          kind: 'farcaster',
          subject: String(status.fid),
          email: null,
          username: status.username,
          now,
        })
        return {
          status: 'completed' as const,
          ...(await startSession(context, user.id, deviceHash, request.log)),
        }
      },
    )
  }
}
