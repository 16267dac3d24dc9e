import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely'
import { isSqlite } from './columns.js'
import { SQLITE_BUSY_TIMEOUT_MS } from './createDatabase.js'
import { NewerSchemaError, refuseNewerSchema } from './refuseNewerSchema.js'

/**
 * How long a SQLite node waits for another node's migrations to finish (its write lock), longer
 * than the 5 s a query waits at run time (createDatabase's busy_timeout): a node starting beside
 * three others on a loaded machine may queue behind all of their migrations.
 */
const SQLITE_MIGRATION_LOCK_WAIT_MS = 60_000

/** Kysely's bookkeeping table when a service names none. */
const DEFAULT_MIGRATION_TABLE = 'kysely_migration'

/** Which migrations, and which bookkeeping table (another service sharing one PostgreSQL database keeps its own). */
export type RunMigrationsOptions = {
  /** Every migration of the service, by name, in order. */
  migrations: Record<string, Migration>
  /** Kysely's bookkeeping table; its lock table is `<name>_lock`. @default kysely_migration */
  migrationTableName?: string | undefined
}

/**
 * Kysely's options: the migrations, the bookkeeping table, and `beforeReading`, awaited each time
 * Kysely asks for the migrations — which it does under its migration lock, just before it reads the
 * bookkeeping table.
 */
function migratorOptions(
  { migrations, migrationTableName }: RunMigrationsOptions,
  beforeReading: () => Promise<void> = async () => {},
) {
  const provider: MigrationProvider = {
    getMigrations: async () => {
      await beforeReading()
      return migrations
    },
  }
  return migrationTableName
    ? { provider, migrationTableName, migrationLockTableName: `${migrationTableName}_lock` }
    : { provider }
}

/** What refuseNewerSchema compares: the service's migrations and its bookkeeping table. */
function newerSchemaCheck({ migrations, migrationTableName }: RunMigrationsOptions) {
  return { migrations, migrationTableName: migrationTableName ?? DEFAULT_MIGRATION_TABLE }
}

/**
 * Kysely's migration lock does nothing on SQLite, so two processes starting on a fresh file (the
 * API and the projects CLI) would both apply the same migration. There, the whole run holds
 * SQLite's write lock instead (BEGIN IMMEDIATE waits for the other process, up to busy_timeout),
 * so the second one finds everything applied. On PostgreSQL, Kysely's own lock (a session-level
 * advisory lock, taken before the migration transaction and released after its commit) already
 * makes nodes starting at once migrate one after the other (concurrentStart.test.ts of the API
 * and the secure site prove it with real processes). Under either lock, a database migrated by a
 * newer build is refused before anything is applied (refuseNewerSchema).
 */
async function runMigrator<T>(
  db: Kysely<T>,
  options: RunMigrationsOptions,
): Promise<MigrationResultSet> {
  if (!isSqlite(db as Kysely<unknown>))
    return new Migrator({
      db,
      // Under Kysely's advisory lock, through another connection of the pool: it sees every
      // migration committed before, as the migrator will, even with nodes of two versions starting.
      ...migratorOptions(options, () =>
        refuseNewerSchema(db as Kysely<unknown>, newerSchemaCheck(options)),
      ),
    }).migrateToLatest()
  return db.connection().execute(async (connection) => {
    await sql.raw(`pragma busy_timeout = ${SQLITE_MIGRATION_LOCK_WAIT_MS}`).execute(connection)
    try {
      await sql`begin immediate`.execute(connection)
    } finally {
      await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection)
    }
    try {
      await refuseNewerSchema(connection as Kysely<unknown>, newerSchemaCheck(options))
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
 * throws naming the one that failed. Several nodes may call it at once on one database; a database
 * that holds migrations `options` does not know throws NewerSchemaError and is left as it is.
 */
export async function runMigrations<T>(
  db: Kysely<T>,
  options: RunMigrationsOptions,
): Promise<string[]> {
  const { error, results = [] } = await runMigrator(db, options)
  if (error instanceof NewerSchemaError) throw error
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
