import { isAbsolute, resolve } from 'node:path'
import { createDatabase, type ServiceDatabase } from './createDatabase.js'

/** The environment a service reads: DATABASE_URL, PORTICO_DATA_DIR. */
export type DatabaseEnv = Record<string, string | undefined>

/** The SQLite folder: PORTICO_DATA_DIR (relative to the working directory) or `defaultDataDir`. */
export function readDataDir(env: DatabaseEnv, defaultDataDir: string): string {
  const dir = env.PORTICO_DATA_DIR
  if (!dir) return defaultDataDir
  return isAbsolute(dir) ? dir : resolve(dir)
}

/** Where the database is: `PostgreSQL (DATABASE_URL)` or the SQLite folder; for messages. */
export function describeDatabaseLocation(env: DatabaseEnv, defaultDataDir: string): string {
  return env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `SQLite in ${readDataDir(env, defaultDataDir)}`
}

/** Parameters of openServiceDatabase. */
export type OpenServiceDatabaseParameters<DB> = {
  env: DatabaseEnv
  /** The SQLite folder when PORTICO_DATA_DIR is not set. */
  defaultDataDir: string
  /** The service's SQLite file in that folder. */
  fileName: string
  /** Applies the service's migrations. */
  migrate(database: ServiceDatabase<DB>): Promise<unknown>
}

/**
 * A service's database as the environment configures it, migrated: PostgreSQL when
 * DATABASE_URL is set, else SQLite in PORTICO_DATA_DIR (else `defaultDataDir`). A failed
 * migration closes the database again and throws.
 */
export async function openServiceDatabase<DB>({
  env,
  defaultDataDir,
  fileName,
  migrate,
}: OpenServiceDatabaseParameters<DB>): Promise<ServiceDatabase<DB>> {
  const database = env.DATABASE_URL
    ? createDatabase<DB>({ databaseUrl: env.DATABASE_URL, fileName })
    : createDatabase<DB>({ dataDir: readDataDir(env, defaultDataDir), fileName })
  try {
    await migrate(database)
  } catch (error) {
    await database.destroy()
    throw error
  }
  return database
}
