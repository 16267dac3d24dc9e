/** The Portico API service. */
export {
  type ApiDatabase,
  type CreateDatabaseParameters,
  createDatabase,
  type Engine,
} from './db/createDatabase.js'
export { type MigrateOptions, migrateToLatest } from './db/migrate.js'
export { addIdColumn, isSqlite } from './db/migrations/columns.js'
export type { Database } from './db/schema.js'
/** Where the indexer keeps a chain's native currency among token prices and balances. */
export { NATIVE_TOKEN_ADDRESS } from './indexer/constants.js'
export { openDatabase } from './openDatabase.js'
export {
  type CreateProjectInput,
  createProjectRepository,
  type Project,
  type ProjectRepository,
  type UpdateProjectInput,
} from './projects/createProjectRepository.js'
export { ROUTE_PLUGINS, type RouteContext, type RoutePlugin } from './routes/index.js'
export { clientAddressKey } from './server/clientAddressKey.js'
export {
  type CreateLruCacheParameters,
  createLruCache,
  type LruCache,
} from './server/createLruCache.js'
export {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimitResult,
  type RateLimitRule,
} from './server/createRateLimiter.js'
export {
  type CreateServerParameters,
  createServer,
  DEFAULT_RATE_LIMITS,
  PROJECT_CACHE_MAX_ENTRIES,
  PROJECT_CACHE_TTL_MS,
  type RateLimitOptions,
} from './server/createServer.js'
export { API_ERRORS, ApiError, type ApiErrorBody, type ApiErrorCode } from './server/errors.js'
export { requireProject } from './server/requireProject.js'
export { ErrorResponse, PROJECT_ROUTE_ERRORS, ProjectQuery } from './server/schemas.js'
export {
  createServiceTokenCheck,
  readServiceToken,
  SERVICE_TOKEN_ENV,
  SERVICE_TOKEN_HEADER,
  SERVICE_TOKEN_MIN_LENGTH,
} from './server/serviceToken.js'
export {
  MAX_TRUSTED_HOPS,
  readTrustProxy,
  type TrustProxySetting,
  toFastifyTrustProxy,
} from './server/trustProxy.js'
