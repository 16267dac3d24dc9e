import {
  answerFrameworkErrors,
  closeRedis,
  createRedisRateLimitStore,
  createServiceMetrics,
  echoRequestIds,
  type MetricsSettings,
  openRedis,
  REQUEST_ID_OPTIONS,
  type ReadinessCheck,
  recordHttpMetrics,
  type ServiceLoggerOption,
  serviceLoggerOptions,
  type TrustProxySetting,
  toFastifyTrustProxy,
} from '@portico/kit'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import type { BalanceReader } from '../balances/createBalanceReader.js'
import type { ConvertOptions } from '../convert/convertOptions.js'
import type { ApiDatabase } from '../db/createDatabase.js'
import type { HistorySources } from '../history/createHistorySources.js'
import type { OnrampOptions } from '../onramp/onrampProviders.js'
import type { PriceReader } from '../prices/createPriceReader.js'
import type { ProfileOptions } from '../profile/profileOptions.js'
import { ROUTE_PLUGINS, type RouteContext } from '../routes/index.js'
import { ApiError } from './errors.js'
import { errorAnswers } from './plugins/errorAnswers.js'
import { openApi } from './plugins/openApi.js'
import { projectCheck } from './plugins/projectCheck.js'
import { projectCors } from './plugins/projectCors.js'
import {
  createApiLimiters,
  DEFAULT_RATE_LIMITS,
  type RateLimitOptions,
  rateLimits,
} from './plugins/rateLimits.js'
import { serviceRoutes } from './plugins/serviceRoutes.js'
import { unsafeInput } from './plugins/unsafeInput.js'

export { DEFAULT_RATE_LIMITS, type RateLimitOptions }

/** The largest request body accepted, in bytes (routes may set less). */
export const MAX_BODY_BYTES = 256 * 1024

export type CreateServerParameters = {
  database: ApiDatabase
  /** @default Date.now */
  now?: (() => number) | undefined
  /**
   * Fastify's pino logger: false for none, true for JSON lines at info, or pino options; secrets
   * are always redacted and request lines carry `reqId` (kit's serviceLoggerOptions). @default false
   */
  logger?: ServiceLoggerOption | undefined
  /**
   * GET /metrics (Prometheus): a bearer token for the public port and/or a port of its own
   * (PORTICO_API_METRICS_TOKEN, PORTICO_API_METRICS_PORT, PORTICO_API_METRICS_HOST; kit's
   * readMetricsSettings). @default neither: /metrics answers 403
   */
  metrics?: MetricsSettings | undefined
  /** /ready's `chains`: the configured chains' RPCs (createChainsCheck). @default not reported */
  chainsCheck?: ReadinessCheck | undefined
  /** Overrides of DEFAULT_RATE_LIMITS. */
  rateLimit?: Partial<RateLimitOptions> | undefined
  /**
   * REDIS_URL: the rate limits are counted there, cluster-wide (keys `portico:api:rl:…`); the
   * connection closes with the server. While Redis does not answer, each node counts alone.
   * @default none: counted in this process
   */
  redisUrl?: string | undefined
  /**
   * Behind reverse proxies: how many hops (`true` is 1) or which proxy addresses/CIDRs to
   * believe in X-Forwarded-For (PORTICO_API_TRUST_PROXY, see TrustProxySetting). @default false
   */
  trustProxy?: TrustProxySetting | undefined
  /**
   * The secret the Portico services send in `x-portico-service-token` (PORTICO_SERVICE_TOKEN):
   * their requests skip the rate limits; a wrong token is refused 401. @default none: every
   * request carrying the header is refused
   */
  serviceToken?: string | undefined
  /** How long a project read stays in memory. @default PROJECT_CACHE_TTL_MS (5 s) */
  projectCacheTtlMs?: number | undefined
  /** How many project ids (known or not) are kept; the least recently used go first. @default PROJECT_CACHE_MAX_ENTRIES (10,000) */
  projectCacheMaxEntries?: number | undefined
  /** Route plugins of this instance, after ROUTE_PLUGINS (e.g. identity, which needs a chain). */
  plugins?: readonly FastifyPluginAsync[] | undefined
  /** The account-name routes: zone, gateway key (PROFILE_GATEWAY_KEY), chains. */
  profile?: ProfileOptions | undefined
  /** Swaps (`/v1/convert/*`): providers, fee, RPC URLs; without it every chain answers 'Network not supported'. */
  convert?: ConvertOptions | undefined
  /** The on-ramp: its providers (createOnrampProviders) and public URL; without it no provider is offered. */
  onramp?: OnrampOptions | undefined
  /** Each chain's history sources (createHistorySources): the history and NFT routes read them. */
  history?: HistorySources | undefined
  /** Balances of the operator's chains and clusters (createBalanceReader); without it, none. */
  balances?: BalanceReader | undefined
  /** `POST /v1/fungible/price` of the operator's chains (createPriceReader); without it, none. */
  prices?: PriceReader | undefined
}

/** How long the server keeps a project it read (edits by the CLI show within this time). */
export const PROJECT_CACHE_TTL_MS = 5_000
/** At most this many project ids are remembered; the least recently used are forgotten first. */
export const PROJECT_CACHE_MAX_ENTRIES = 10_000

/**
 * The Portico API as a Fastify instance, not listening yet, composed of one plugin per concern
 * (`./plugins/`), in this order: request metrics and ids, the one error shape, the OpenAPI
 * document, `GET /health`, `GET /ready`, `GET /metrics` and `GET /openapi.json` (serviceRoutes;
 * `app.markDraining()` turns /ready to 503 on SIGTERM), the project check
 * (projectId, st and sv on every route but health, readiness and the OpenAPI document; spec §7)
 * with the per-IP limit before the project is looked up, the unsafe-input check, CORS for the
 * project's allowed origins, the rate limits per project (the Portico services' token-bearing
 * requests exempt), then every ROUTE_PLUGINS entry and the
 * instance's own `plugins`.
 *
 * @example
 * const app = await createServer({ database: createDatabase() })
 * await app.listen({ host: '127.0.0.1', port: 4000 })
 */
export async function createServer({
  database,
  plugins = [],
  now = Date.now,
  logger,
  metrics: metricsSettings,
  chainsCheck,
  rateLimit,
  redisUrl,
  trustProxy = false,
  serviceToken,
  projectCacheTtlMs = PROJECT_CACHE_TTL_MS,
  projectCacheMaxEntries = PROJECT_CACHE_MAX_ENTRIES,
  profile,
  convert,
  onramp,
  history,
  balances,
  prices,
}: CreateServerParameters): Promise<FastifyInstance> {
  const app = Fastify({
    logger: serviceLoggerOptions(logger),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: toFastifyTrustProxy(trustProxy),
    // x-request-id kept when it looks safe, else a UUID; on every log line and echoed back.
    ...REQUEST_ID_OPTIONS,
    frameworkErrors: answerFrameworkErrors(
      (code) => new ApiError('BAD_REQUEST', { details: code }),
    ),
  })
  const metrics = createServiceMetrics({ labels: { service: 'api' } })
  recordHttpMetrics(app, metrics)
  echoRequestIds(app)
  const redis = redisUrl
    ? await openRedis(redisUrl, {
        name: "the API's rate limits",
        log: (line) => app.log.warn(line),
      })
    : undefined
  if (redis) app.addHook('onClose', () => closeRedis(redis))
  // An outage is logged once by openRedis, not once per request counted on this node meanwhile.
  const rateLimitStore = redis && createRedisRateLimitStore({ redis, service: 'api' })
  const limiters = createApiLimiters({
    limits: { ...DEFAULT_RATE_LIMITS, ...rateLimit },
    now,
    store: rateLimitStore,
  })

  // Hooks of the same kind run in the order registered: project check, then CORS, then limits.
  await app.register(errorAnswers)
  await app.register(openApi)
  await serviceRoutes(app, { database, redis, chains: chainsCheck, metrics, metricsSettings })
  await app.register(projectCheck, {
    db: database.db,
    now,
    limiters,
    serviceToken,
    projectCacheTtlMs,
    projectCacheMaxEntries,
  })
  await app.register(unsafeInput)
  await app.register(projectCors)
  await app.register(rateLimits, { limiters })

  const context: RouteContext = {
    db: database.db,
    now,
    rateLimitStore,
    profile,
    convert,
    onramp,
    history,
    balances,
    prices,
  }
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin(context))
  for (const plugin of plugins) await app.register(plugin)
  return app
}
