import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase, type Engine, type ServiceDatabase } from '../database/createDatabase.js'
import { createTestPostgresDatabase } from './createTestPostgresDatabase.js'

/** An empty database of one engine, as a service's environment names it. */
export type FreshDatabaseEnv = {
  /** DATABASE_URL (a new PostgreSQL database) or PORTICO_DATA_DIR (an empty folder, DATABASE_URL empty). */
  env: Record<string, string>
  /** Opens it as it is, without migrating (to look at what a service did to it). */
  open(): ServiceDatabase<unknown>
  /** Removes it: drops the PostgreSQL database or deletes the SQLite folder. */
  remove(): Promise<void>
}

/**
 * A fresh database for a service started from its environment (a process, or its opener), as an
 * operator's is before the first start: a new database on the test PostgreSQL cluster, or an empty
 * SQLite folder where the service will create `fileName`.
 */
export async function createFreshDatabaseEnv(
  engine: Engine,
  fileName: string,
): Promise<FreshDatabaseEnv> {
  if (engine === 'postgres') {
    const { databaseUrl, drop } = await createTestPostgresDatabase()
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => createDatabase<unknown>({ databaseUrl }),
      remove: drop,
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-db-'))
  return {
    env: { PORTICO_DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => createDatabase<unknown>({ dataDir, fileName }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
