import { type Kysely, type Migration, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import type { ServiceDatabase } from './createDatabase.js'
import { NewerSchemaError } from './refuseNewerSchema.js'
import { runMigrations } from './runMigrations.js'

const table = (name: string): Migration => ({
  up: async (db: Kysely<unknown>) => {
    await db.schema.createTable(name).addColumn('id', 'integer').execute()
  },
})
/** What a newer build applied: the build under test knows only the first ones. */
const NEWER_BUILD: Record<string, Migration> = {
  '0001_notes': table('kit_notes'),
  '0002_tags': table('kit_tags'),
  '0003_links': table('kit_links'),
}
const TABLE = 'kit_migration'

const CASES = [
  {
    rule: 'one migration of a newer Portico',
    known: ['0001_notes', '0002_tags'],
    unknown: ['0003_links'],
    message:
      'this database was migrated by a newer Portico: it has migration 0003_links (in kit_migration) that this version does not know. Run that newer version, or restore a backup taken before the upgrade (docs/backups.md); this version will not start on it.',
  },
  {
    rule: 'several, named in order',
    known: ['0001_notes'],
    unknown: ['0002_tags', '0003_links'],
    message:
      'this database was migrated by a newer Portico: it has migrations 0002_tags, 0003_links (in kit_migration) that this version does not know. Run that newer version, or restore a backup taken before the upgrade (docs/backups.md); this version will not start on it.',
  },
] as const

describe.each(ENGINES)(
  'runMigrations on %s, "a node refuses to start on a schema newer than it knows"',
  (engine) => {
    let database: ServiceDatabase<unknown> | undefined
    afterEach(() => database?.destroy())

    it.each(CASES)('$rule', async ({ known, unknown, message }) => {
      database = await openTestDatabase<unknown>(engine, {
        migrations: NEWER_BUILD,
        migrationTableName: TABLE,
      })
      const older = Object.fromEntries(known.map((name) => [name, NEWER_BUILD[name] as Migration]))
      const refusal = await runMigrations(database.db, {
        migrations: older,
        migrationTableName: TABLE,
      }).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(NewerSchemaError)
      expect((refusal as NewerSchemaError).message).toBe(message)
      expect((refusal as NewerSchemaError).unknownMigrations).toEqual(unknown)
      expect((refusal as Error).message).not.toContain('corrupted migrations')
      const applied = await sql<{
        name: string
      }>`select name from kit_migration order by name`.execute(database.db)
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(NEWER_BUILD))
    })

    it('a database of the same or an older build is not refused', async () => {
      database = await openTestDatabase<unknown>(engine, {
        migrations: { '0001_notes': table('kit_notes') },
        migrationTableName: TABLE,
      })
      expect(
        await runMigrations(database.db, { migrations: NEWER_BUILD, migrationTableName: TABLE }),
      ).toEqual(['0002_tags', '0003_links'])
    })
  },
)
