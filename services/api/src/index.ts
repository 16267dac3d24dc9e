/** The Portico API service. */
export {
  type ApiDatabase,
  type CreateDatabaseParameters,
  createDatabase,
  type Engine,
} from './db/createDatabase.js'
export { type MigrateOptions, migrateToLatest } from './db/migrate.js'
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
export { type ProjectsCommandParameters, projectsCommand } from './projects/projectsCommand.js'
export { ROUTE_PLUGINS, type RouteContext, type RoutePlugin } from './routes/index.js'
export { type ServeApiParameters, serveApi } from './serveApi.js'
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
