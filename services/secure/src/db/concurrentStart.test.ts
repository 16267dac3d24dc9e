import { migrateToLatest } from '@portico/api'
import {
  ENGINES,
  openTestDatabase,
  readSchema,
  startNodesOnFreshDatabase,
} from '@portico/kit/testing'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'

const SECURE_NODE = new URL('./openSecureDatabaseAsNode.ts', import.meta.url).pathname
/** The API's node script (services/api/src/db), for the two services sharing one database. */
const API_NODE = new URL('../../../api/src/db/openDatabaseAsNode.ts', import.meta.url).pathname
const SECURE_OPTIONS = {
  migrations: SECURE_MIGRATIONS,
  migrationTableName: SECURE_MIGRATION_TABLE,
}

/** Names in a bookkeeping table, in order. */
async function appliedIn(db: Parameters<typeof readSchema>[0], table: string) {
  const rows = await sql<{
    name: string
  }>`select name from ${sql.table(table)} order by name`.execute(db)
  return rows.rows.map((r) => r.name)
}

/** Every node exited 0 and printed no error. Every migration creates tables without IF NOT EXISTS: one applied twice fails its node. */
const allStarted = (count: number) => Array.from({ length: count }, () => [0, ''])

describe.each(ENGINES)('the secure site on %s', (engine) => {
  // Four processes load tsx and the service's modules: slow on a loaded machine, hence the timeout.
  it('"Database migrations are safe when several nodes start at once": 4 processes on one fresh database all start, each migration applied once, the schema complete', {
    timeout: 180_000,
  }, async () => {
    const nodes = await startNodesOnFreshDatabase({
      engine,
      scripts: [SECURE_NODE, SECURE_NODE, SECURE_NODE, SECURE_NODE],
      fileName: 'secure.sqlite',
    })
    const alone = await openTestDatabase<unknown>(engine, SECURE_OPTIONS)
    try {
      expect(nodes.outcomes.map((o) => [o.code, o.stderr])).toEqual(allStarted(4))
      expect(await appliedIn(nodes.database.db, 'secure_migration')).toEqual(
        Object.keys(SECURE_MIGRATIONS),
      )
      // The same tables and columns as a database one process migrated alone.
      expect(await readSchema(nodes.database.db)).toEqual(await readSchema(alone.db))
    } finally {
      await alone.destroy()
      await nodes.close()
    }
  })
})

describe('the API and the secure site sharing one PostgreSQL database', () => {
  it('"several nodes start at once": 2 API and 2 secure-site processes on one fresh database all start, each service’s migrations applied once in its own bookkeeping table', {
    timeout: 180_000,
  }, async () => {
    const nodes = await startNodesOnFreshDatabase({
      engine: 'postgres',
      scripts: [API_NODE, SECURE_NODE, API_NODE, SECURE_NODE],
      fileName: 'unused with PostgreSQL',
    })
    // One database both services migrated one after the other, alone.
    const alone = await openTestDatabase<unknown>('postgres', SECURE_OPTIONS)
    try {
      await migrateToLatest(alone.db)
      expect(nodes.outcomes.map((o) => [o.code, o.stderr])).toEqual(allStarted(4))
      expect(await appliedIn(nodes.database.db, 'secure_migration')).toEqual(
        Object.keys(SECURE_MIGRATIONS),
      )
      expect(await appliedIn(nodes.database.db, 'kysely_migration')).toEqual(
        await appliedIn(alone.db, 'kysely_migration'),
      )
      expect(await readSchema(nodes.database.db)).toEqual(await readSchema(alone.db))
    } finally {
      await alone.destroy()
      await nodes.close()
    }
  })
})
