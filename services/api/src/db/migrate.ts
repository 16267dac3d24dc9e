import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely'
import { isSqlite } from './migrations/columns.js'
import { MIGRATIONS } from './migrations/index.js'

/** Which migrations, and which bookkeeping table (another service sharing one PostgreSQL database keeps its own). */
export type MigrateOptions = {
  /** @default the API's MIGRATIONS */
  migrations?: Record<string, Migration> | undefined
  /** Kysely's bookkeeping table; its lock table is `<name>_lock`. @default kysely_migration */
  migrationTableName?: string | undefined
}

function migratorOptions({ migrations = MIGRATIONS, migrationTableName }: MigrateOptions) {
  const provider: MigrationProvider = { getMigrations: async () => migrations }
  return migrationTableName
    ? { provider, migrationTableName, migrationLockTableName: `${migrationTableName}_lock` }
    : { provider }
}

/**
 * Kysely's migration lock does nothing on SQLite, so two processes starting on a fresh file (the
 * API and the projects CLI) would both apply the same migration. There, the whole run holds
 * SQLite's write lock instead (BEGIN IMMEDIATE waits for the other process, up to busy_timeout),
 * so the second one finds everything applied.
 */
async function runMigrator<T>(db: Kysely<T>, options: MigrateOptions): Promise<MigrationResultSet> {
  if (!isSqlite(db as Kysely<unknown>))
    return new Migrator({ db, ...migratorOptions(options) }).migrateToLatest()
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const outcome = await new Migrator({
        db: connection,
        ...migratorOptions(options),
        disableTransactions: true,
      }).migrateToLatest()
      await sql.raw(outcome.error ? 'rollback' : 'commit').execute(connection)
      return outcome
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}

/**
 * Applies the migrations not applied yet, in order (the API's unless `options` names others);
 * throws naming the one that failed.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const { error, results = [] } = await runMigrator(db, options)
  const failed = results.find((r) => r.status === 'Error')
  if (error || failed)
    throw new Error(
      `migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((error as Error)?.message ?? error)}`,
      {
        cause: error,
      },
    )
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
