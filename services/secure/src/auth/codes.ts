import type { Kysely } from 'kysely'
import type { ServerKeys } from '../crypto/createServerKeys.js'
import { createCode, createId, equalHex } from '../crypto/secretTokens.js'
import type { SecureDatabase } from '../db/schema.js'
import type { CodePurpose } from '../mail/mailTemplates.js'
import { SecureError } from '../server/errors.js'

/** How long a code is valid (issue 7: "Codes expire after 10 minutes"). */
export const CODE_TTL_MS = 10 * 60 * 1_000
/** Wrong tries that lock a code (issue 7: "5 wrong codes lock that code"). */
export const MAX_CODE_ATTEMPTS = 5

/** Which code a check is about: the newest one of this purpose and address (and device or user). */
export type CodeScope = {
  purpose: CodePurpose
  email: string
  userId?: string | null | undefined
  deviceHash?: string | null | undefined
}

/** Narrows a query of secure_codes to one scope. */
function inScope<Q extends { where: (...args: never[]) => Q }>(query: Q, scope: CodeScope): Q {
  // Kysely's where overloads do not survive a generic wrapper; the calls are checked below.
  const where = (q: Q, ...args: unknown[]) =>
    (q.where as unknown as (...a: unknown[]) => Q).apply(q, args)
  let scoped = where(where(query, 'purpose', '=', scope.purpose), 'email', '=', scope.email)
  if (scope.userId !== undefined)
    scoped =
      scope.userId === null
        ? where(scoped, 'user_id', 'is', null)
        : where(scoped, 'user_id', '=', scope.userId)
  if (scope.deviceHash !== undefined)
    scoped =
      scope.deviceHash === null
        ? where(scoped, 'device_hash', 'is', null)
        : where(scoped, 'device_hash', '=', scope.deviceHash)
  return scoped
}

/**
 * Makes a fresh code for `scope` and retires the scope's older ones, so only the newest code
 * works; returns it in clear, once, for the mail.
 */
export async function issueCode(
  db: Kysely<SecureDatabase>,
  keys: ServerKeys,
  scope: CodeScope,
  now: number,
): Promise<string> {
  const id = createId()
  const code = createCode()
  await inScope(db.updateTable('secure_codes').set({ consumed_at: now }), scope)
    .where('consumed_at', 'is', null)
    .execute()
  await db
    .insertInto('secure_codes')
    .values({
      id,
      purpose: scope.purpose,
      email: scope.email,
      user_id: scope.userId ?? null,
      device_hash: scope.deviceHash ?? null,
      code_hash: keys.hashCode(id, code),
      attempts: 0,
      created_at: now,
      expires_at: now + CODE_TTL_MS,
      consumed_at: null,
    })
    .execute()
  return code
}

/**
 * Checks `otp` against the live code of `scope` (the newest, not used) and uses it up when right. Throws
 * INVALID_CODE (with the tries left), CODE_EXPIRED or CODE_LOCKED: the 5th wrong try locks the
 * code, and a locked code stays refused even when right.
 */
export async function consumeCode(
  db: Kysely<SecureDatabase>,
  keys: ServerKeys,
  scope: CodeScope,
  otp: string,
  now: number,
): Promise<void> {
  const row = await inScope(
    db
      .selectFrom('secure_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at']),
    scope,
  )
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) throw new SecureError('INVALID_CODE')
  if (Number(row.attempts) >= MAX_CODE_ATTEMPTS) throw new SecureError('CODE_LOCKED')
  if (Number(row.expires_at) <= now) throw new SecureError('CODE_EXPIRED')
  const right = equalHex(keys.hashCode(row.id, otp), row.code_hash)
  if (!right) {
    await db
      .updateTable('secure_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute()
    const after = await db
      .selectFrom('secure_codes')
      .select('attempts')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    const left = MAX_CODE_ATTEMPTS - Number(after.attempts)
    if (left <= 0) throw new SecureError('CODE_LOCKED')
    throw new SecureError('INVALID_CODE', { details: { attemptsLeft: left } })
  }
  const used = await db
    .updateTable('secure_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst()
  if (Number(used.numUpdatedRows) !== 1) throw new SecureError('INVALID_CODE')
}
