import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  describeDatabaseLocation,
  openServiceDatabase,
  readDataDir,
  runMigrations,
  type ServiceDatabase,
} from '@portico/kit'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'
import type { SecureDatabase } from './schema.js'

/** The secure server's open database. */
export type SecureDb = ServiceDatabase<SecureDatabase>

/** Root folder of the repository. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** Where SQLite keeps `secure.sqlite` when neither DATABASE_URL nor PORTICO_DATA_DIR says otherwise. */
export const DEFAULT_SECURE_DATA_DIR = join(REPO_ROOT, '.data', 'secure')

/** The SQLite folder of the secure server: PORTICO_DATA_DIR or `.data/secure` at the repository root. */
export function getSecureDataDir(
  env: Record<string, string | undefined> = process.env,
  defaultDataDir = DEFAULT_SECURE_DATA_DIR,
): string {
  return readDataDir(env, defaultDataDir)
}

/** Where the database is, for messages. */
export function describeSecureDatabase(
  env: Record<string, string | undefined> = process.env,
  defaultDataDir = DEFAULT_SECURE_DATA_DIR,
) {
  return describeDatabaseLocation(env, defaultDataDir)
}

/** Applies the secure server's migrations (bookkeeping in `secure_migration`). */
export function migrateSecureDatabase(database: SecureDb): Promise<string[]> {
  return runMigrations(database.db, {
    migrations: SECURE_MIGRATIONS,
    migrationTableName: SECURE_MIGRATION_TABLE,
  })
}

/**
 * The secure server's database as the environment configures it, migrated, through the kit's
 * opener: PostgreSQL when DATABASE_URL is set (tables prefixed `secure_`, so the API's database
 * can hold them), else `secure.sqlite` in PORTICO_DATA_DIR (default `.data/secure`).
 */
export function openSecureDatabase(
  env: Record<string, string | undefined> = process.env,
  defaultDataDir = DEFAULT_SECURE_DATA_DIR,
): Promise<SecureDb> {
  return openServiceDatabase<SecureDatabase>({
    env,
    defaultDataDir,
    fileName: 'secure.sqlite',
    migrate: migrateSecureDatabase,
  })
}
