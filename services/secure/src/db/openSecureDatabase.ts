import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ApiDatabase, createDatabase, migrateToLatest } from '@portico/api'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'
import type { SecureDatabase } from './schema.js'

/** The secure server's open database. */
export type SecureDb = ApiDatabase<SecureDatabase>

/** Root folder of the repository. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** Where SQLite keeps `secure.sqlite` when neither DATABASE_URL nor PORTICO_DATA_DIR says otherwise. */
export const DEFAULT_SECURE_DATA_DIR = join(REPO_ROOT, '.data', 'secure')

/** The SQLite folder of the secure server: PORTICO_DATA_DIR or `.data/secure` at the repository root. */
export function getSecureDataDir(env: Record<string, string | undefined> = process.env): string {
  const dir = env.PORTICO_DATA_DIR
  if (!dir) return DEFAULT_SECURE_DATA_DIR
  return isAbsolute(dir) ? dir : resolve(dir)
}

/** Where the database is, for messages. */
export function describeSecureDatabase(env: Record<string, string | undefined> = process.env) {
  return env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${getSecureDataDir(env)}`
}

/** Applies the secure server's migrations (bookkeeping in `secure_migration`). */
export function migrateSecureDatabase(database: SecureDb): Promise<string[]> {
  return migrateToLatest(database.db, {
    migrations: SECURE_MIGRATIONS,
    migrationTableName: SECURE_MIGRATION_TABLE,
  })
}

/**
 * The secure server's database as the environment configures it, migrated, through the API's
 * opener: PostgreSQL when DATABASE_URL is set (tables prefixed `secure_`, so the API's database
 * can hold them), else `secure.sqlite` in PORTICO_DATA_DIR (default `.data/secure`).
 */
export async function openSecureDatabase(
  env: Record<string, string | undefined> = process.env,
): Promise<SecureDb> {
  const database = env.DATABASE_URL
    ? createDatabase<SecureDatabase>({ databaseUrl: env.DATABASE_URL })
    : createDatabase<SecureDatabase>({ dataDir: getSecureDataDir(env), fileName: 'secure.sqlite' })
  try {
    await migrateSecureDatabase(database)
  } catch (error) {
    await database.destroy()
    throw error
  }
  return database
}
