import { type Kysely, type MigrationProvider, Migrator } from 'kysely'
import { MIGRATIONS } from './migrations/index.js'

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** Applies the migrations not applied yet, in order; throws naming the one that failed. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest()
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
