import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import { isOriginAllowed } from '@portico/core'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { sql } from 'kysely'
import type { ConvertOptions } from '../convert/convertOptions.js'
import type { ApiDatabase } from '../db/createDatabase.js'
import type { OnrampOptions } from '../onramp/onrampProviders.js'
import type { ProfileOptions } from '../profile/profileOptions.js'
import { createProjectRepository } from '../projects/createProjectRepository.js'
import { ROUTE_PLUGINS, type RouteContext } from '../routes/index.js'
import type { SolanaBalanceOptions } from '../solana/solanaBalanceOptions.js'
import { clientAddressKey } from './clientAddressKey.js'
import { createLruCache } from './createLruCache.js'
import { createRateLimiter, type RateLimitResult, type RateLimitRule } from './createRateLimiter.js'
import { ApiError } from './errors.js'
import { createServiceTokenCheck, SERVICE_TOKEN_HEADER } from './serviceToken.js'
import { type TrustProxySetting, toFastifyTrustProxy } from './trustProxy.js'
import './requireProject.js'

/**
 * Rate limits of the API; each a fixed window per key. Client addresses count IPv6 per /64.
 * Requests of a Portico service with the service token are exempt from all of them.
 */
export type RateLimitOptions = {
  /** Every project route, per client IP address, counted before the project is looked up. @default 1,200 per 60 s */
  perIp: RateLimitRule
  /** Every project route, per project. @default 60,000 per 60 s */
  perProject: RateLimitRule
  /** POST /e, per client IP address, on top (one widget sends at most 5 per 60 s; an office shares an address). @default 120 per 60 s */
  analyticsPerIp: RateLimitRule
  /** POST /e, per project, on top. @default 6,000 per 60 s */
  analyticsPerProject: RateLimitRule
}

/** Generous defaults: a busy page stays well under them; a runaway client does not. */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  perIp: { max: 1_200, windowMs: 60_000 },
  perProject: { max: 60_000, windowMs: 60_000 },
  analyticsPerIp: { max: 120, windowMs: 60_000 },
  analyticsPerProject: { max: 6_000, windowMs: 60_000 },
}

/** The largest request body accepted, in bytes (routes may set less). */
export const MAX_BODY_BYTES = 256 * 1024

export type CreateServerParameters = {
  database: ApiDatabase
  /** @default Date.now */
  now?: (() => number) | undefined
  /** Fastify's pino logger: false for none, true for JSON lines at info, or pino options. @default false */
  logger?: boolean | FastifyServerOptions['logger'] | undefined
  /** Overrides of DEFAULT_RATE_LIMITS. */
  rateLimit?: Partial<RateLimitOptions> | undefined
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
  /** The local Solana network whose balances `/v1/account/{address}/balance` reads; none without it. */
  solana?: SolanaBalanceOptions | undefined
}

/** How long the server keeps a project it read (edits by the CLI show within this time). */
export const PROJECT_CACHE_TTL_MS = 5_000
/** At most this many project ids are remembered; the least recently used are forgotten first. */
export const PROJECT_CACHE_MAX_ENTRIES = 10_000

/** Headers never written to the logs. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  `req.headers["${SERVICE_TOKEN_HEADER}"]`,
]

function rateLimited(result: Extract<RateLimitResult, { allowed: false }>): ApiError {
  return new ApiError('RATE_LIMITED', {
    details: { retryAfterS: result.retryAfterS },
    headers: { 'retry-after': String(result.retryAfterS) },
  })
}

function loggerOption(logger: CreateServerParameters['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { level: 'info', redact: REDACTED }
  if (!logger) return false
  return { redact: REDACTED, ...logger }
}

function toApiError(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (error.validation)
    return new ApiError('VALIDATION_ERROR', {
      details: error.validation.map((issue) => ({
        in: error.validationContext,
        path: issue.instancePath || '/',
        message: issue.message,
        ...(issue.params && Object.keys(issue.params).length ? { params: issue.params } : {}),
      })),
    })
  const status = error.statusCode ?? 500
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE')
  if (status === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE')
  if (status === 429) return new ApiError('RATE_LIMITED')
  // Fastify's own client errors (malformed JSON, empty body…) carry safe, useful messages.
  if (status >= 400 && status < 500)
    return new ApiError('BAD_REQUEST', {
      details: error.code?.startsWith('FST_') ? error.message : undefined,
    })
  return undefined
}

/**
 * The Portico API as a Fastify instance, not listening yet: the one error shape, the project
 * check (projectId, st and sv on every route but health, readiness and the OpenAPI document;
 * spec §7), the origin check and CORS for the project's allowed origins, rate limits per IP
 * (before the project is looked up) and per project, with the Portico services' token-bearing
 * requests exempt, `GET /health`, `GET /ready`, `GET /openapi.json`, then every ROUTE_PLUGINS
 * entry and the instance's own `plugins`.
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
  rateLimit,
  trustProxy = false,
  serviceToken,
  projectCacheTtlMs = PROJECT_CACHE_TTL_MS,
  projectCacheMaxEntries = PROJECT_CACHE_MAX_ENTRIES,
  profile,
  convert,
  onramp,
  solana,
}: CreateServerParameters): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOption(logger),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: toFastifyTrustProxy(trustProxy),
    // Request ids in logs, never echoed to clients as internals.
    requestIdHeader: false,
    // The router's own errors (a malformed percent-encoding, an over-long path id) skip the error
    // handler: answer them in the one error shape too, without echoing the URL.
    frameworkErrors: (error, _request, reply) => {
      const answer = new ApiError('BAD_REQUEST', { details: error.code })
      void (reply as unknown as FastifyReply).code(answer.statusCode).send(answer.toBody())
    },
  })
  const projects = createProjectRepository(database.db, now)
  // Every request names its project: a short cache spares the database a round trip each time
  // (the bench's cached-balance case on PostgreSQL). Unknown ids are remembered too, so a flood of
  // random ids does not reach the database; the cache is bounded, and a flood of new ids evicts
  // the least recently used, never the projects in use. Edits show within the TTL.
  const projectCache = createLruCache<
    string,
    { at: number; project: Awaited<ReturnType<typeof projects.get>> }
  >({ maxEntries: projectCacheMaxEntries })
  async function getProject(id: string) {
    const cached = projectCache.get(id)
    if (cached && now() - cached.at < projectCacheTtlMs) return cached.project
    const project = await projects.get(id)
    projectCache.set(id, { at: now(), project })
    return project
  }
  const limits = { ...DEFAULT_RATE_LIMITS, ...rateLimit }
  const limiters = {
    perIp: createRateLimiter({ ...limits.perIp, now, keyOf: clientAddressKey }),
    perProject: createRateLimiter({ ...limits.perProject, now }),
    analyticsPerIp: createRateLimiter({ ...limits.analyticsPerIp, now, keyOf: clientAddressKey }),
    analyticsPerProject: createRateLimiter({ ...limits.analyticsPerProject, now }),
  }
  const isServiceToken = createServiceTokenCheck(serviceToken)
  // A per-IP refusal found before the project check, answered after CORS (so the widget reads it).
  const refusedPerIp = new WeakMap<FastifyRequest, Extract<RateLimitResult, { allowed: false }>>()

  app.decorateRequest('project', null)
  app.decorateRequest('isService', false)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toApiError(error)
    if (!known) request.log.error({ err: error }, 'request failed')
    const answer = known ?? new ApiError('SERVER_ERROR')
    return reply.code(answer.statusCode).headers(answer.headers).send(answer.toBody())
  })
  app.setNotFoundHandler((request, reply) => {
    const answer = new ApiError('NOT_FOUND', {
      details: `${request.method} ${request.url.split('?')[0]}`,
    })
    return reply.code(answer.statusCode).send(answer.toBody())
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portico API',
        version: '0.1.0',
        description:
          'Project configuration, analytics, wallet catalogue and blockchain data for the Portico widget. Every route but /health, /ready and /openapi.json needs projectId, st and sv in its query.',
      },
    },
  })

  // 1. The project check: who is calling, from where (spec §7, §8 'Invalid Project ID',
  //    'Origin Not Allowed').
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || request.is404) return
    // A Portico service (the secure site, the relay) proves itself with the shared token; a
    // wrong one is refused outright rather than treated as a stranger's request.
    const token = request.headers[SERVICE_TOKEN_HEADER]
    if (token !== undefined) {
      if (typeof token !== 'string' || !isServiceToken(token))
        throw new ApiError('INVALID_SERVICE_TOKEN')
      request.isService = true
    }
    // Per IP before anything is looked up: made-up project ids cost a counter, not a read.
    const perIp = request.isService ? undefined : limiters.perIp.take(request.ip)
    const refused = perIp && !perIp.allowed ? perIp : undefined
    const query = request.query as Record<string, unknown>
    const projectId = query.projectId
    // A NUL byte cannot be a project id (and PostgreSQL text cannot hold it).
    const valid =
      typeof projectId === 'string' && projectId.length <= 128 && !projectId.includes('\0')
    // Refused: only what is cached, to tell an allowed origin it is limited (CORS below).
    const project = !valid
      ? undefined
      : refused
        ? projectCache.peek(projectId)?.project
        : await getProject(projectId)
    if (!project) throw refused ? rateLimited(refused) : new ApiError('INVALID_PROJECT_ID')
    const origin = request.headers.origin
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins))
      throw new ApiError('ORIGIN_NOT_ALLOWED', { details: `${origin} is not an allowed origin` })
    request.project = project
    if (refused) refusedPerIp.set(request, refused)
    const missing = ['st', 'sv'].filter((key) => typeof query[key] !== 'string' || !query[key])
    if (missing.length)
      throw new ApiError('VALIDATION_ERROR', {
        details: missing.map((key) => ({
          in: 'querystring',
          path: `/${key}`,
          message: `must have required property '${key}'`,
        })),
      })
  })

  // After validation, before any handler: input the schemas let through but no handler should see
  // (found by the fuzzer): NUL bytes, which PostgreSQL text cannot hold, and non-finite numbers,
  // which the validator coerces from '-Infinity' or '1e400' despite their bounds.
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const problem = findUnsafeValue(value)
      if (problem)
        throw new ApiError('VALIDATION_ERROR', {
          details: [{ in: where, path: problem.path, message: problem.message }],
        })
    }
  })

  // 2. CORS: only an origin the project check let through gets Access-Control-Allow-Origin;
  //    preflights are answered here, before any handler.
  await app.register(cors, {
    delegator: async (request: FastifyRequest) => ({
      origin: request.project && request.headers.origin ? request.headers.origin : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept'],
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    }),
  })

  // 3. Rate limits, after CORS so the widget can read a 429 and its Retry-After. Per IP before
  //    per project: a client over its own limit spends none of the project's.
  app.addHook('onRequest', async (request) => {
    const project = request.project
    if (!project || request.isService) return
    const refused = refusedPerIp.get(request)
    if (refused) throw rateLimited(refused)
    const checks: [ReturnType<typeof createRateLimiter>, string][] =
      request.routeOptions.config.rateLimitGroup === 'analytics'
        ? [
            [limiters.analyticsPerIp, request.ip],
            [limiters.perProject, project.id],
            [limiters.analyticsPerProject, project.id],
          ]
        : [[limiters.perProject, project.id]]
    for (const [limiter, key] of checks) {
      const result = limiter.take(key)
      if (!result.allowed) throw rateLimited(result)
    }
  })

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['service'],
        summary: 'The process is up',
        response: { 200: { type: 'object', properties: { status: { const: 'ok' } } } },
      },
    },
    async () => ({ status: 'ok' as const }),
  )
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['service'],
        summary: 'The database answers',
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ready' }, engine: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(database.db)
      } catch (error) {
        request.log.error({ err: error }, 'database not answering')
        throw new ApiError('NOT_READY', { details: 'the database does not answer' })
      }
      return { status: 'ready' as const, engine: database.engine }
    },
  )
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  )

  const context: RouteContext = { db: database.db, now, profile, convert, onramp, solana }
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin(context))
  for (const plugin of plugins) await app.register(plugin)
  return app
}

/** The first string with a NUL byte or non-finite number in `value`, with its JSON path. */
function findUnsafeValue(value: unknown, path = ''): { path: string; message: string } | undefined {
  if (typeof value === 'string')
    return value.includes('\0')
      ? { path: path || '/', message: 'must not contain a NUL character' }
      : undefined
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? undefined
      : { path: path || '/', message: 'must be a finite number' }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeValue(item, `${path}/${index}`)
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeValue(item, `${path}/${key}`)
      if (found) return found
    }
  return undefined
}
