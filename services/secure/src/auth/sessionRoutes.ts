import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { ErrorResponse, UserResponse, WalletResponse } from '../server/schemas.js'
import { readBearer, requireSession } from '../server/sessionAuth.js'
import { findSession, revokeSession } from './sessions.js'
import { getUser, getWallet, toUserJson } from './users.js'

/** `GET /auth/v1/me`, `POST /auth/v1/signout` and `GET /auth/v1/providers`. */
export function sessionRoutes(context: SecureContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/auth/v1/me',
      {
        schema: {
          response: {
            200: Type.Object({
              user: UserResponse,
              wallet: WalletResponse,
              expiresAt: Type.Number(),
              authenticatedAt: Type.Number(),
            }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => {
        const session = await requireSession(context, request)
        const user = await getUser(context.db, session.userId)
        if (!user) throw new SecureError('SESSION_EXPIRED')
        return {
          user: toUserJson(user),
          wallet: await getWallet(context.db, session.userId),
          expiresAt: session.expiresAt,
          authenticatedAt: session.createdAt,
        }
      },
    )

    app.post(
      '/auth/v1/signout',
      { schema: { response: { 200: Type.Object({ signedOut: Type.Literal(true) }) } } },
      async (request) => {
        const token = readBearer(request)
        const session = token ? await findSession(context.db, token, context.now()) : undefined
        if (session) await revokeSession(context.db, session.tokenHash, context.now())
        return { signedOut: true as const }
      },
    )

    app.get(
      '/auth/v1/providers',
      {
        schema: {
          response: {
            200: Type.Object({
              social: Type.Array(Type.Object({ id: Type.String(), available: Type.Boolean() })),
              farcaster: Type.Boolean(),
            }),
          },
        },
      },
      async () => ({
        social: (['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const).map((id) => ({
          id,
          available: context.social.available.includes(id),
        })),
        farcaster: context.farcaster !== undefined,
      }),
    )
  }
}
