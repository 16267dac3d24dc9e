import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ApiDatabase, createDatabase } from './db/createDatabase.js'
import { migrateToLatest } from './db/migrate.js'

/** Root folder of the repository. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Where SQLite keeps its file when neither DATABASE_URL nor PORTICO_DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'api')

/** Where the database is: `postgres (DATABASE_URL)` or the SQLite folder; for messages. */
export function describeDatabase(env: Record<string, string | undefined> = process.env): string {
  return env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${getDataDir(env)}`
}

function getDataDir(env: Record<string, string | undefined>): string {
  const dir = env.PORTICO_DATA_DIR
  if (!dir) return DEFAULT_DATA_DIR
  return isAbsolute(dir) ? dir : resolve(dir)
}

/**
 * The API's database as the environment configures it, migrated: PostgreSQL when DATABASE_URL
 * is set, else SQLite in PORTICO_DATA_DIR (default `.data/api` at the repository root).
 */
export async function openDatabase(
  env: Record<string, string | undefined> = process.env,
): Promise<ApiDatabase> {
  const database = env.DATABASE_URL
    ? createDatabase({ databaseUrl: env.DATABASE_URL })
    : createDatabase({ dataDir: getDataDir(env) })
  try {
    await migrateToLatest(database.db)
  } catch (error) {
    await database.destroy()
    throw error
  }
  return database
}
