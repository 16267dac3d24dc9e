import { type RunMigrationsOptions, runMigrations } from '@portico/kit'
import type { Kysely } from 'kysely'
import { MIGRATIONS } from './migrations/index.js'

/** Which migrations, and which bookkeeping table (another service sharing one PostgreSQL database keeps its own). */
export type MigrateOptions = Partial<RunMigrationsOptions>

/**
 * Applies the migrations not applied yet, in order (the API's unless `options` names others;
 * the kit's runMigrations); throws naming the one that failed.
 */
export function migrateToLatest<T>(db: Kysely<T>, options: MigrateOptions = {}): Promise<string[]> {
  return runMigrations(db, { ...options, migrations: options.migrations ?? MIGRATIONS })
}
