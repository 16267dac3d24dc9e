import {
  type CreateDatabaseParameters,
  createDatabase as createServiceDatabase,
  type ServiceDatabase,
} from '@portico/kit'
import type { Database } from './schema.js'

export type { CreateDatabaseParameters, Engine } from '@portico/kit'

/** An open database: the query layer, its engine and how to close it (of the API's schema unless `DB` says otherwise). */
export type ApiDatabase<DB = Database> = ServiceDatabase<DB>

/**
 * Opens the API's database (the kit's createDatabase): SQLite, `api.sqlite` under the data
 * directory, by default; PostgreSQL when a database URL is given.
 */
export function createDatabase<DB = Database>(
  parameters: CreateDatabaseParameters = {},
): ApiDatabase<DB> {
  return createServiceDatabase<DB>({ ...parameters, fileName: parameters.fileName ?? 'api.sqlite' })
}
