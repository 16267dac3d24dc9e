import { type Kysely, sql } from 'kysely'
import { StartupError } from '../startup/StartupError.js'

/**
 * The database holds migrations this build does not know: a newer Portico migrated it. Starting
 * would run old code on a schema it was not written for, so the node refuses, naming them.
 */
export class NewerSchemaError extends StartupError {
  override name = 'NewerSchemaError'
  /** The applied migrations this build does not have, in order. */
  readonly unknownMigrations: readonly string[]

  constructor(migrationTableName: string, unknownMigrations: readonly string[]) {
    super(
      `this database was migrated by a newer Portico: it has migration${unknownMigrations.length === 1 ? '' : 's'} ${unknownMigrations.join(', ')} (in ${migrationTableName}) that this version does not know. Run that newer version, or restore a backup taken before the upgrade (docs/backups.md); this version will not start on it.`,
    )
    this.unknownMigrations = unknownMigrations
  }
}

/**
 * Throws NewerSchemaError when the bookkeeping table lists a migration not in `migrations`, before
 * Kysely would answer with its own "corrupted migrations" error. Call it where the migrations run,
 * under their lock.
 */
export async function refuseNewerSchema(
  db: Kysely<unknown>,
  { migrations, migrationTableName }: { migrations: object; migrationTableName: string },
): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  if (!tables.some((table) => table.name === migrationTableName)) return
  const applied = await sql<{ name: string }>`select name from ${sql.table(
    migrationTableName,
  )} order by name`.execute(db)
  const unknown = applied.rows
    .map((row) => row.name)
    .filter((name) => !Object.hasOwn(migrations, name))
  if (unknown.length > 0) throw new NewerSchemaError(migrationTableName, unknown)
}
