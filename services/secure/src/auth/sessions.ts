import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { createToken, hashToken } from '../crypto/secretTokens.js'
import type { SecureDatabase } from '../db/schema.js'

/** How long a session lasts. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1_000

/** A session token's shape: 32 bytes, base64url. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A live session found from its token. */
export type Session = {
  tokenHash: string
  userId: string
  deviceHash: string | null
  createdAt: number
  expiresAt: number
}

/** Opens a session for a user; returns the token (given to the frame once, stored hashed). */
export async function createSession(
  db: Kysely<SecureDatabase>,
  { userId, deviceHash, now }: { userId: string; deviceHash: string; now: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = createToken()
  const expiresAt = now + SESSION_TTL_MS
  await db
    .insertInto('secure_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      device_hash: deviceHash,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute()
  return { token, expiresAt }
}

/** The live session of a token: not revoked, not expired; else undefined. */
export async function findSession(
  db: Kysely<SecureDatabase>,
  token: string,
  now: number,
): Promise<Session | undefined> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return undefined
  const row = await db
    .selectFrom('secure_sessions')
    .select(['token_hash', 'user_id', 'device_hash', 'created_at', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row
    ? {
        tokenHash: row.token_hash,
        userId: row.user_id,
        deviceHash: row.device_hash,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
      }
    : undefined
}

/** Revokes a session (sign-out); later requests with its token are refused. */
export async function revokeSession(
  db: Kysely<SecureDatabase>,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('secure_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live session of a user but `keepTokenHash` (after an email change). */
export async function revokeOtherSessions(
  db: Kysely<SecureDatabase>,
  userId: string,
  keepTokenHash: string,
  now: number,
): Promise<number> {
  return revokeLiveSessions(db, userId, now, ['token_hash', '!=', keepTokenHash])
}

/**
 * Revokes the live sessions of a user whose `column` compares to `value` as `operator` says;
 * returns how many.
 */
async function revokeLiveSessions(
  db: Kysely<SecureDatabase>,
  userId: string,
  now: number,
  [column, operator, value]: ['token_hash' | 'device_hash', '=' | '!=', string],
): Promise<number> {
  const result = await db
    .updateTable('secure_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where(column, operator, value)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * The id a session is listed and revoked by: derived from its token's hash (a label, then
 * SHA-256, 128 bits), so it names the session without being the token, the stored hash or
 * anything that proves it.
 */
export function sessionId(tokenHash: string): string {
  return createHash('sha256')
    .update(`portico-session-id:${tokenHash}`)
    .digest('base64url')
    .slice(0, 22)
}

/** A live session as its user sees it listed. */
export type ListedSession = {
  id: string
  /** The device (DPoP key hash) it is bound to. */
  device: string | null
  createdAt: number
  expiresAt: number
  tokenHash: string
}

/** The user's live sessions (not revoked, not expired), newest first. */
export async function listSessions(
  db: Kysely<SecureDatabase>,
  userId: string,
  now: number,
): Promise<ListedSession[]> {
  const rows = await db
    .selectFrom('secure_sessions')
    .select(['token_hash', 'device_hash', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: sessionId(row.token_hash),
    device: row.device_hash,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    tokenHash: row.token_hash,
  }))
}

/** Revokes every live session of a user on one device (the device is revoked). */
export async function revokeDeviceSessions(
  db: Kysely<SecureDatabase>,
  userId: string,
  deviceHash: string,
  now: number,
): Promise<number> {
  return revokeLiveSessions(db, userId, now, ['device_hash', '=', deviceHash])
}
