import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely'
import { isSqlite } from './columns.js'

/** Which migrations, and which bookkeeping table (another service sharing one PostgreSQL database keeps its own). */
export type RunMigrationsOptions = {
  /** Every migration of the service, by name, in order. */
  migrations: Record<string, Migration>
  /** Kysely's bookkeeping table; its lock table is `<name>_lock`. @default kysely_migration */
  migrationTableName?: string | undefined
}

function migratorOptions({ migrations, migrationTableName }: RunMigrationsOptions) {
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
async function runMigrator<T>(
  db: Kysely<T>,
  options: RunMigrationsOptions,
): Promise<MigrationResultSet> {
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
 * Applies the migrations of `options` not applied yet, in order; returns the names applied and
 * throws naming the one that failed.
 */
export async function runMigrations<T>(
  db: Kysely<T>,
  options: RunMigrationsOptions,
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
