import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describeDatabaseLocation, openServiceDatabase } from '@portico/kit'
import type { ApiDatabase } from './db/createDatabase.js'
import { migrateToLatest } from './db/migrate.js'
import type { Database } from './db/schema.js'

/** Root folder of the repository. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Where SQLite keeps its file when neither DATABASE_URL nor PORTICO_DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'api')

/** Where the database is: `postgres (DATABASE_URL)` or the SQLite folder; for messages. */
export function describeDatabase(
  env: Record<string, string | undefined> = process.env,
  defaultDataDir = DEFAULT_DATA_DIR,
): string {
  return describeDatabaseLocation(env, defaultDataDir)
}

/**
 * The API's database as the environment configures it, migrated: PostgreSQL when DATABASE_URL
 * is set, else SQLite in PORTICO_DATA_DIR (else `defaultDataDir`: `.data/api` of the repository).
 */
export function openDatabase(
  env: Record<string, string | undefined> = process.env,
  defaultDataDir = DEFAULT_DATA_DIR,
): Promise<ApiDatabase> {
  return openServiceDatabase<Database>({
    env,
    defaultDataDir,
    fileName: 'api.sqlite',
    migrate: (database) => migrateToLatest(database.db),
  })
}
