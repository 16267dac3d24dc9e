/** What Portico's services (the API, the secure site) share. */

export {
  type CreateLruCacheParameters,
  createLruCache,
  type LruCache,
} from './cache/createLruCache.js'
export {
  type CreateEvmRpcClientParameters,
  createEvmRpcClient,
} from './chain/createEvmRpcClient.js'
export {
  type CreateSolanaRpcClientParameters,
  createSolanaRpcClient,
  type SolanaRpcClient,
} from './chain/createSolanaRpcClient.js'
export {
  ConfigError,
  type ConfigProblem,
  formatConfigProblems,
} from './config/configErrors.js'
export {
  DEVNET_PROFILE_GATEWAY_KEY,
  developmentSecretReason,
  findDevelopmentSecrets,
  PORTICO_ENV,
} from './config/developmentSecrets.js'
export {
  CANONICAL_MULTICALL3,
  type EvmChainConfig,
  type ListedToken,
  type OnrampSandboxConfig,
  OPERATOR_CONFIG_VERSION,
  OperatorConfig,
  PROFILE_GATEWAY_KEY_ENV,
  type ResolvedEvmChain,
  type ResolvedOperatorConfig,
  type ResolvedSolanaCluster,
  type SolanaClusterConfig,
  type UniswapV2SwapConfig,
} from './config/operatorConfig.js'
export {
  OPERATOR_CONFIG_ARG,
  OPERATOR_CONFIG_ENV,
  RPC_URLS_ENV_PREFIX,
  SOLANA_TOKEN_LIST_CHAIN_IDS,
  TOKEN_LIST_FETCH_TIMEOUT_MS,
  TOKEN_LIST_MAX_BYTES,
} from './config/operatorConfigConstants.js'
export { MAX_CACHE_TTL_MS, readCacheTtlMs } from './config/readCacheTtlMs.js'
export {
  type ReadOperatorConfigOptions,
  readOperatorConfig,
} from './config/readOperatorConfig.js'
export { readOperatorConfigPath } from './config/readOperatorConfigPath.js'
export {
  createServiceTokenCheck,
  readServiceToken,
  SERVICE_TOKEN_ENV,
  SERVICE_TOKEN_HEADER,
  SERVICE_TOKEN_MIN_LENGTH,
} from './config/serviceToken.js'
export {
  MAX_TRUSTED_HOPS,
  readTrustProxy,
  type TrustProxySetting,
  toFastifyTrustProxy,
} from './config/trustProxy.js'
export { addIdColumn, isSqlite } from './database/columns.js'
export {
  type CreateDatabaseParameters,
  createDatabase,
  type Engine,
  type ServiceDatabase,
} from './database/createDatabase.js'
export {
  type DatabaseEnv,
  describeDatabaseLocation,
  type OpenServiceDatabaseParameters,
  openServiceDatabase,
  readDataDir,
} from './database/openServiceDatabase.js'
export { type RunMigrationsOptions, runMigrations } from './database/runMigrations.js'
export {
  type AnswerErrorsParameters,
  answerErrors,
  answerFrameworkErrors,
  sendError,
  type ToHttpErrorOptions,
  toHttpError,
} from './errors/answerErrors.js'
export { ErrorResponse } from './errors/ErrorResponse.js'
export {
  type ErrorBody,
  type ErrorEntry,
  HTTP_ERRORS,
  type HttpErrorCode,
  ServiceError,
  type ServiceErrorOptions,
} from './errors/ServiceError.js'
export {
  type CachedAnswerParameters,
  cachedAnswer,
  withTimeout,
} from './health/cachedAnswer.js'
export { databaseAnswers, databaseCheck } from './health/databaseAnswers.js'
export {
  type ReadinessCheck,
  type ReadinessReport,
  readinessReport,
} from './health/readinessReport.js'
export { type PingableRedis, REDIS_PING_TIMEOUT_MS, redisAnswers } from './health/redisAnswers.js'
export { type ServeHealthParameters, serveHealth } from './health/serveHealth.js'
export {
  type CreateJsonLineLoggerParameters,
  createJsonLineLogger,
  type JsonLineLogger,
  LOG_LEVELS,
  type LogLevel,
} from './observability/createJsonLineLogger.js'
export {
  type CreateServiceMetricsParameters,
  createServiceMetrics,
  HTTP_DURATION_BUCKETS_S,
  type ServiceMetrics,
} from './observability/createServiceMetrics.js'
export {
  type CreateMetricsAccessParameters,
  createMetricsAccess,
  type MetricsAccessVerdict,
  type MetricsPort,
} from './observability/metricsAccess.js'
export { noteRateLimitRefusal, rateLimitRefusedBy } from './observability/rateLimitRefusal.js'
export {
  type MetricsEnvNames,
  type MetricsSettings,
  metricsEnvNames,
  readMetricsSettings,
} from './observability/readMetricsSettings.js'
export { recordHttpMetrics, UNMATCHED_ROUTE } from './observability/recordHttpMetrics.js'
export {
  echoRequestIds,
  REQUEST_ID_HEADER,
  REQUEST_ID_OPTIONS,
  REQUEST_ID_PATTERN,
  requestIdOf,
} from './observability/requestIds.js'
export { type ServeMetricsParameters, serveMetrics } from './observability/serveMetrics.js'
export {
  REDACTED_LOG_PATHS,
  SECRET_FIELDS,
  type ServiceLoggerOption,
  serializeLoggedError,
  serializeLoggedRequest,
  serviceLoggerOptions,
} from './observability/serviceLoggerOptions.js'
export { clientAddressKey } from './rateLimit/clientAddressKey.js'
export {
  type CreateIpLimitHookParameters,
  createIpLimitHook,
} from './rateLimit/createIpLimitHook.js'
export {
  type CreateMemoryRateLimitStoreParameters,
  createMemoryRateLimitStore,
  type MemoryRateLimitStore,
} from './rateLimit/createMemoryRateLimitStore.js'
export {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRule,
  type WhenStoreFails,
} from './rateLimit/createRateLimiter.js'
export {
  type CreateRedisRateLimitStoreParameters,
  createRedisRateLimitStore,
} from './rateLimit/createRedisRateLimitStore.js'
export type { RateLimitStore, RateLimitWindow } from './rateLimit/RateLimitStore.js'
export { RateLimitUnavailableError } from './rateLimit/RateLimitUnavailableError.js'
export { type RateLimitRefusal, rateLimitedOptions } from './rateLimit/rateLimitedOptions.js'
export { readRateLimitRules } from './rateLimit/readRateLimitRules.js'
export { closeRedis } from './redis/closeRedis.js'
export {
  type OpenRedisOptions,
  openRedis,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
} from './redis/openRedis.js'
export { REDIS_URL_ENV, readRedisUrl } from './redis/readRedisUrl.js'
export { redactUrl } from './redis/redactUrl.js'
export {
  DEFAULT_DRAIN_SECONDS,
  DRAIN_SECONDS_ENV,
  MAX_DRAIN_SECONDS,
  readDrainMs,
} from './startup/readDrainMs.js'
export type { RunningService } from './startup/runningService.js'
export {
  type RunServicesOptions,
  runServices,
  type ServiceProcess,
  type ServiceStarter,
} from './startup/runServices.js'
export { StartupError } from './startup/StartupError.js'
