import {
  ENGINES,
  openTestDatabase,
  readSchema,
  startNodesOnFreshDatabase,
} from '@portico/kit/testing'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'

const NODE_SCRIPT = new URL('./openSecureDatabaseAsNode.ts', import.meta.url).pathname
const NODES = 4

describe.each(ENGINES)('the secure site on %s', (engine) => {
  // Four processes load tsx and the service's modules: slow on a loaded machine, hence the timeout.
  it('"Database migrations are safe when several nodes start at once": 4 processes on one fresh database all start, each migration applied once, the schema complete', {
    timeout: 180_000,
  }, async () => {
    const nodes = await startNodesOnFreshDatabase({
      engine,
      script: NODE_SCRIPT,
      count: NODES,
      fileName: 'secure.sqlite',
    })
    const alone = await openTestDatabase<unknown>(engine, {
      migrations: SECURE_MIGRATIONS,
      migrationTableName: SECURE_MIGRATION_TABLE,
    })
    try {
      // Every migration creates tables without IF NOT EXISTS: one applied twice fails its node.
      expect(nodes.outcomes.map((o) => [o.code, o.stderr])).toEqual(
        Array.from({ length: NODES }, () => [0, '']),
      )
      const applied = await sql<{
        name: string
      }>`select name from secure_migration order by name`.execute(nodes.database.db)
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(SECURE_MIGRATIONS))
      // The same tables and columns as a database one process migrated alone.
      expect(await readSchema(nodes.database.db)).toEqual(await readSchema(alone.db))
    } finally {
      await alone.destroy()
      await nodes.close()
    }
  })
})
