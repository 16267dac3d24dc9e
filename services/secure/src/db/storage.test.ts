/**
 * Storage as the API's (issue 7 "Storage as the API's (SQLite by default, PostgreSQL with
 * DATABASE_URL)"), on both engines: the secure tables live beside the API's in one database,
 * migrations are idempotent, and expired rows are swept.
 */

import { migrateToLatest } from '@portico/api'
import { ENGINES, openTestDatabase } from '@portico/api/testing'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'
import type { SecureDatabase } from './schema.js'
import { EXPIRED_ROW_RETENTION_MS, sweepExpired } from './sweepExpired.js'

describe.each(ENGINES)('storage on %s', (engine) => {
  it("one database holds the API's and the secure server's tables; each keeps its own migration bookkeeping", async () => {
    // The API's test database, migrated with the API's migrations …
    const database = await openTestDatabase(engine)
    try {
      const options = { migrations: SECURE_MIGRATIONS, migrationTableName: SECURE_MIGRATION_TABLE }
      // … takes the secure migrations too, once.
      expect(await migrateToLatest(database.db, options)).toEqual(Object.keys(SECURE_MIGRATIONS))
      expect(await migrateToLatest(database.db, options)).toEqual([])
      // And the API's own migrator still finds nothing unknown.
      expect(await migrateToLatest(database.db)).toEqual([])
      const tables = (await database.db.introspection.getTables()).map((t) => t.name)
      expect(tables).toEqual(expect.arrayContaining(['projects', 'secure_users', 'secure_wallets']))
    } finally {
      await database.destroy()
    }
  })

  it('sweepExpired deletes what expired more than a day ago, and nothing live', async () => {
    const database = await openTestDatabase<SecureDatabase>(engine, {
      migrations: SECURE_MIGRATIONS,
      migrationTableName: SECURE_MIGRATION_TABLE,
    })
    try {
      const now = 10 * EXPIRED_ROW_RETENTION_MS
      const old = now - EXPIRED_ROW_RETENTION_MS - 1
      const db = database.db
      await db
        .insertInto('secure_users')
        .values({
          id: 'u',
          email: 'u@example.com',
          username: null,
          login_kind: 'email',
          created_at: 0,
        })
        .execute()
      const code = (id: string, expires: number) => ({
        id,
        purpose: 'login',
        email: 'u@example.com',
        user_id: null,
        device_hash: null,
        code_hash: 'h',
        attempts: 0,
        created_at: 0,
        expires_at: expires,
        consumed_at: null,
      })
      await db
        .insertInto('secure_codes')
        .values([code('old', old), code('live', now + 1)])
        .execute()
      const session = (hash: string, expires: number, revoked: number | null) => ({
        token_hash: hash,
        user_id: 'u',
        device_hash: null,
        created_at: 0,
        expires_at: expires,
        revoked_at: revoked,
      })
      await db
        .insertInto('secure_sessions')
        .values([
          session('expired', old, null),
          session('revoked', now + 1, old),
          session('recently-revoked', now + 1, now - 1),
          session('live', now + 1, null),
        ])
        .execute()
      const counts = await sweepExpired(db, now)
      expect(counts).toMatchObject({ secure_codes: 1, secure_sessions: 2 })
      expect((await db.selectFrom('secure_codes').select('id').execute()).map((r) => r.id)).toEqual(
        ['live'],
      )
      expect(
        (
          await db
            .selectFrom('secure_sessions')
            .select('token_hash')
            .orderBy('token_hash')
            .execute()
        ).map((r) => r.token_hash),
      ).toEqual(['live', 'recently-revoked'])
      await sql`select 1`.execute(db)
    } finally {
      await database.destroy()
    }
  })
})
