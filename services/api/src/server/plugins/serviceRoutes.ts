import {
  databaseCheck,
  type MetricsSettings,
  metricsEnvNames,
  type PingableRedis,
  type ReadinessCheck,
  redisAnswers,
  type ServiceMetrics,
  serveHealth,
  serveMetrics,
} from '@portico/kit'
import type { FastifyInstance } from 'fastify'
import type { ApiDatabase } from '../../db/createDatabase.js'

/** What /ready and /metrics of the API look at. */
export type ServiceRoutesParameters = {
  database: ApiDatabase
  /** The rate limits' Redis (REDIS_URL), reported by PING; not required: the limits count on the node meanwhile. */
  redis?: PingableRedis | undefined
  /** The configured chains' RPCs (createChainsCheck), reported; not required. */
  chains?: ReadinessCheck | undefined
  metrics: ServiceMetrics
  /** PORTICO_API_METRICS_TOKEN, PORTICO_API_METRICS_PORT, PORTICO_API_METRICS_HOST. */
  metricsSettings?: MetricsSettings | undefined
}

const READY_SCHEMA = {
  type: 'object',
  properties: {
    status: { enum: ['ready', 'not ready', 'draining'] },
    checks: { type: 'object', additionalProperties: { enum: ['ok', 'down'] } },
  },
} as const

/**
 * `GET /health` (the process is up), `GET /ready` (each dependency: the database, required;
 * Redis and the chains, reported — a chain's RPC or the limits' Redis down takes no node out of
 * a balancer, since every node shares them and the API still answers the rest; 503 while
 * draining), `GET /metrics` (private: kit's serveMetrics) and `GET /openapi.json` (the document
 * openApi builds). Called on the root instance before the routes: draining closes every
 * answer's connection.
 */
export async function serviceRoutes(
  app: FastifyInstance,
  { database, redis, chains, metrics, metricsSettings = {} }: ServiceRoutesParameters,
): Promise<void> {
  const checks: Record<string, ReadinessCheck> = { database: databaseCheck(database.db, app.log) }
  if (redis) checks.redis = { required: false, answers: () => redisAnswers(redis) }
  if (chains) checks.chains = chains
  serveHealth(app, {
    checks,
    healthRoute: {
      schema: {
        tags: ['service'],
        summary: 'The process is up',
        response: { 200: { type: 'object', properties: { status: { const: 'ok' } } } },
      },
    },
    readyRoute: {
      schema: {
        tags: ['service'],
        summary: 'Its dependencies answer (the database; Redis and the chains reported)',
        response: { 200: READY_SCHEMA, 503: READY_SCHEMA },
      },
    },
  })
  const { tokenEnv, portEnv } = metricsEnvNames('API')
  await serveMetrics(app, { metrics, ...metricsSettings, tokenEnv, portEnv })
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  )
}
