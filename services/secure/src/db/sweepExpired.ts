import type { Kysely } from 'kysely'
import type { SecureDatabase } from './schema.js'

/** How long a finished or expired row is kept (for support questions) before it is deleted. */
export const EXPIRED_ROW_RETENTION_MS = 24 * 60 * 60 * 1_000
/** How often the server sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1_000

/**
 * The tables whose rows can never be used once `expires_at` passed, and how long a row is kept
 * after that: a day for what support may ask about, nothing for a DPoP proof (it only guards
 * against replay within its lifetime).
 */
const EXPIRING_TABLES = [
  ['secure_codes', EXPIRED_ROW_RETENTION_MS],
  ['secure_device_approvals', EXPIRED_ROW_RETENTION_MS],
  ['secure_email_updates', EXPIRED_ROW_RETENTION_MS],
  ['secure_social_logins', EXPIRED_ROW_RETENTION_MS],
  ['secure_farcaster_logins', EXPIRED_ROW_RETENTION_MS],
  ['secure_dpop_proofs', 0],
] as const

/**
 * Deletes what can never be used again, a day after it expired: codes, device links, email
 * changes, social and Farcaster logins, and sessions (expired or revoked); DPoP proofs as soon as
 * they expire. Returns how many rows went, per table.
 */
export async function sweepExpired(
  db: Kysely<SecureDatabase>,
  now: number,
): Promise<Record<string, number>> {
  const before = now - EXPIRED_ROW_RETENTION_MS
  const counts: Record<string, number> = {}
  for (const [table, retentionMs] of EXPIRING_TABLES) {
    const result = await db
      .deleteFrom(table)
      .where('expires_at', '<', now - retentionMs)
      .executeTakeFirst()
    counts[table] = Number(result.numDeletedRows)
  }
  const sessions = await db
    .deleteFrom('secure_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst()
  counts.secure_sessions = Number(sessions.numDeletedRows)
  return counts
}
