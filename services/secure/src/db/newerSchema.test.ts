import { createFreshDatabaseEnv, ENGINES } from '@portico/kit/testing'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SECURE_MIGRATIONS } from './migrations/index.js'
import { openSecureDatabase } from './openSecureDatabase.js'

/** Rows a newer Portico would have left in the bookkeeping table. */
const CASES = [
  { newer: ['0005_from_a_newer_portico'], named: 'migration 0005_from_a_newer_portico' },
  {
    newer: ['0005_from_a_newer_portico', '0006_and_another'],
    named: 'migrations 0005_from_a_newer_portico, 0006_and_another',
  },
]

describe.each(ENGINES)('the secure site on %s', (engine) => {
  it.each(CASES)(
    '"a node refuses to start on a schema newer than it knows": $named',
    async ({ newer, named }) => {
      const fresh = await createFreshDatabaseEnv(engine, 'secure.sqlite')
      const raw = fresh.open()
      try {
        await (await openSecureDatabase(fresh.env)).destroy()
        for (const name of newer)
          await sql`insert into secure_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
            raw.db,
          )
        const refusal = await openSecureDatabase(fresh.env).catch((error: Error) => error)
        expect(refusal).toBeInstanceOf(Error)
        expect((refusal as Error).message).toBe(
          `this database was migrated by a newer Portico: it has ${named} (in secure_migration) that this version does not know. Run that newer version, or restore a backup taken before the upgrade (docs/backups.md); this version will not start on it.`,
        )
        const applied = await sql<{
          name: string
        }>`select name from secure_migration order by name`.execute(raw.db)
        expect(applied.rows.map((r) => r.name)).toEqual([
          ...Object.keys(SECURE_MIGRATIONS),
          ...newer,
        ])
      } finally {
        await raw.destroy()
        await fresh.remove()
      }
    },
  )
})
