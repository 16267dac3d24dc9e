import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import {
  type ApiDatabase,
  createDatabase,
  type Engine,
} from '../../services/api/src/db/createDatabase.js'
import { startPostgres, type TestPostgres } from '../../services/api/src/testing/startPostgres.js'

/**
 * A fresh, empty database of `engine` (SQLite in a temporary folder, a private PostgreSQL);
 * `stop()` removes it. `url` is PostgreSQL's, for API nodes in other processes.
 */
export async function openEngine(
  engine: Engine,
): Promise<{ database: ApiDatabase; url: string | undefined; stop: () => unknown }> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-sqlite-'))
    const database = createDatabase({ dataDir })
    return {
      database,
      url: undefined,
      stop: () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const postgres: TestPostgres = await startPostgres()
  const database = createDatabase({ databaseUrl: postgres.url })
  return { database, url: postgres.url, stop: () => postgres.stop() }
}

/** The engine's version string (`SQLite 3.x`, `PostgreSQL 16.x …`). */
export async function engineVersion(database: ApiDatabase): Promise<string> {
  const query =
    database.engine === 'sqlite'
      ? sql<{ v: string }>`select 'SQLite ' || sqlite_version() as v`
      : sql<{ v: string }>`select version() as v`
  const { rows } = await query.execute(database.db)
  return rows[0]?.v ?? 'unknown'
}
