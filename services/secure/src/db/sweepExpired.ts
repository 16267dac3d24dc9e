import type { Kysely } from 'kysely'
import type { SecureDatabase } from './schema.js'

/** How long a finished or expired row is kept (for support questions) before it is deleted. */
export const EXPIRED_ROW_RETENTION_MS = 24 * 60 * 60 * 1_000
/** How often the server sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1_000

/**
 * Deletes what can never be used again, a day after it expired: codes, device links, email
 * changes, social and Farcaster logins, and sessions (expired or revoked). Returns how many rows
 * went, per table.
 */
export async function sweepExpired(
  db: Kysely<SecureDatabase>,
  now: number,
): Promise<Record<string, number>> {
  const before = now - EXPIRED_ROW_RETENTION_MS
  const counts: Record<string, number> = {}
  const count = (table: string, result: { numDeletedRows: bigint }) => {
    counts[table] = Number(result.numDeletedRows)
  }
  count(
    'secure_codes',
    await db.deleteFrom('secure_codes').where('expires_at', '<', before).executeTakeFirst(),
  )
  count(
    'secure_device_approvals',
    await db
      .deleteFrom('secure_device_approvals')
      .where('expires_at', '<', before)
      .executeTakeFirst(),
  )
  count(
    'secure_email_updates',
    await db.deleteFrom('secure_email_updates').where('expires_at', '<', before).executeTakeFirst(),
  )
  count(
    'secure_social_logins',
    await db.deleteFrom('secure_social_logins').where('expires_at', '<', before).executeTakeFirst(),
  )
  count(
    'secure_farcaster_logins',
    await db
      .deleteFrom('secure_farcaster_logins')
      .where('expires_at', '<', before)
      .executeTakeFirst(),
  )
  count(
    'secure_dpop_proofs',
    await db.deleteFrom('secure_dpop_proofs').where('expires_at', '<', now).executeTakeFirst(),
  )
  count(
    'secure_sessions',
    await db
      .deleteFrom('secure_sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirst(),
  )
  return counts
}
