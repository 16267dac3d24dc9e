import { ENGINES, readSchema, startNodesOnFreshDatabase } from '@portico/kit/testing'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { MIGRATIONS } from './migrations/index.js'

const NODE_SCRIPT = new URL('./openDatabaseAsNode.ts', import.meta.url).pathname
const NODES = 4

describe.each(ENGINES)('the API on %s', (engine) => {
  // Four processes load tsx and the service's modules: slow on a loaded machine, hence the timeout.
  it('"Database migrations are safe when several nodes start at once": 4 processes on one fresh database all start, each migration applied once, the schema complete', {
    timeout: 180_000,
  }, async () => {
    const nodes = await startNodesOnFreshDatabase({
      engine,
      scripts: Array.from({ length: NODES }, () => NODE_SCRIPT),
      fileName: 'api.sqlite',
    })
    const alone = await openTestDatabase(engine)
    try {
      // Every migration creates tables without IF NOT EXISTS: one applied twice fails its node.
      expect(nodes.outcomes.map((o) => [o.code, o.stderr])).toEqual(
        Array.from({ length: NODES }, () => [0, '']),
      )
      const applied = await sql<{
        name: string
      }>`select name from kysely_migration order by name`.execute(nodes.database.db)
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS))
      // The same tables and columns as a database one process migrated alone.
      expect(await readSchema(nodes.database.db)).toEqual(await readSchema(alone.db as never))
    } finally {
      await alone.destroy()
      await nodes.close()
    }
  })
})
