import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { createSession, findSession, type Session } from '../auth/sessions.js'
import { getUser, getWallet, toUserJson, type UserJson, type WalletJson } from '../auth/users.js'
import { equalHex } from '../crypto/secretTokens.js'
import type { SecureContext } from './context.js'
import { SecureError } from './errors.js'

/** The bearer token of a request (`Authorization: Bearer <token>`), if any. */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (typeof header !== 'string') return undefined
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(header)
  return match?.[1]
}

/**
 * The live session the request carries, if any: only from the device (DPoP key) it was opened on,
 * so a leaked token is useless to any other client.
 */
export async function readSession(
  context: SecureContext,
  request: FastifyRequest,
): Promise<Session | undefined> {
  const token = readBearer(request)
  const session = token ? await findSession(context.db, token, context.now()) : undefined
  if (!session || session.deviceHash === null || request.device === undefined) return undefined
  return equalHex(session.deviceHash, request.device.deviceHash) ? session : undefined
}

/** The live session the request carries; else 401 'Session Expired'. */
export async function requireSession(
  context: SecureContext,
  request: FastifyRequest,
): Promise<Session> {
  const session = await readSession(context, request)
  if (!session) throw new SecureError('SESSION_EXPIRED')
  return session
}

/** What a login answers. */
export type AuthResult = {
  session: string
  expiresAt: number
  user: UserJson
  wallet: WalletJson | null
}

/** Opens a session for `userId`, bound to the device that logged in, and answers it with the user and their wallet. */
export async function startSession(
  context: SecureContext,
  userId: string,
  deviceHash: string,
  log?: FastifyBaseLogger,
): Promise<AuthResult> {
  const user = await getUser(context.db, userId)
  if (!user) throw new SecureError('SERVER_ERROR')
  const { token, expiresAt } = await createSession(context.db, {
    userId,
    deviceHash,
    now: context.now(),
  })
  log?.debug({ userId, loginKind: user.login_kind }, 'session opened')
  return {
    session: token,
    expiresAt,
    user: toUserJson(user),
    wallet: await getWallet(context.db, userId),
  }
}
