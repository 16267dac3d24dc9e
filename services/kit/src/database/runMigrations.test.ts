import { type Kysely, type Migration, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import type { ServiceDatabase } from './createDatabase.js'
import { runMigrations } from './runMigrations.js'

const MIGRATIONS: Record<string, Migration> = {
  '0001_notes': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('kit_notes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute()
    },
  },
}
const OPTIONS = { migrations: MIGRATIONS, migrationTableName: 'kit_migration' }

describe.each(ENGINES)('runMigrations on %s', (engine) => {
  let database: ServiceDatabase<unknown> | undefined
  afterEach(() => database?.destroy())

  it('applies a service’s migrations once, in its own bookkeeping table', async () => {
    database = await openTestDatabase<unknown>(engine, OPTIONS)
    expect(await runMigrations(database.db, OPTIONS)).toEqual([])
    const more = { ...MIGRATIONS, '0002_more': { up: async () => {} } }
    expect(await runMigrations(database.db, { ...OPTIONS, migrations: more })).toEqual([
      '0002_more',
    ])
    const applied = await sql<{
      name: string
    }>`select name from kit_migration order by name`.execute(database.db)
    expect(applied.rows.map((r) => r.name)).toEqual(['0001_notes', '0002_more'])
  })

  it('throws naming the migration that failed, and applies nothing of it', async () => {
    database = await openTestDatabase<unknown>(engine, OPTIONS)
    const failing = {
      ...MIGRATIONS,
      '0002_broken': {
        up: async (db: Kysely<unknown>) => {
          await db.schema.createTable('kit_half').addColumn('id', 'integer').execute()
          throw new Error('boom')
        },
      },
    }
    await expect(runMigrations(database.db, { ...OPTIONS, migrations: failing })).rejects.toThrow(
      'migration 0002_broken failed: boom',
    )
    const tables = (await database.db.introspection.getTables()).map((t) => t.name)
    expect(tables).toContain('kit_notes')
    expect(tables).not.toContain('kit_half')
  })
})
