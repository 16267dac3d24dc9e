/** The Portico API service. */
export {
  type ApiDatabase,
  type CreateDatabaseParameters,
  createDatabase,
  type Engine,
} from './db/createDatabase.js'
export { migrateToLatest } from './db/migrate.js'
export type { Database } from './db/schema.js'
