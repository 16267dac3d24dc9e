import {
  answerErrors,
  answerFrameworkErrors,
  cachedAnswer,
  clientAddressKey,
  closeRedis,
  createRateLimiter,
  createRedisRateLimitStore,
  createServiceMetrics,
  databaseCheck,
  echoRequestIds,
  type MetricsSettings,
  metricsEnvNames,
  openRedis,
  REQUEST_ID_OPTIONS,
  type ReadinessCheck,
  recordHttpMetrics,
  redisAnswers,
  serveHealth,
  serveMetrics,
  type TrustProxySetting,
  toFastifyTrustProxy,
  toHttpError,
} from '@portico/kit'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify'
import { accountSecurityRoutes } from '../auth/accountSecurityRoutes.js'
import { emailChangeRoutes } from '../auth/emailChangeRoutes.js'
import { emailLoginRoutes } from '../auth/emailLoginRoutes.js'
import { sessionRoutes } from '../auth/sessionRoutes.js'
import { DEFAULT_SECURE_RATE_LIMITS, type SecureRateLimits } from '../config/rateLimits.js'
import type { SocialProvidersConfig } from '../config/socialProviders.js'
import { createServerKeys } from '../crypto/createServerKeys.js'
import type { SecureDb } from '../db/openSecureDatabase.js'
import { SWEEP_INTERVAL_MS, sweepExpired } from '../db/sweepExpired.js'
import { verifyShareKey } from '../db/verifyShareKey.js'
import {
  createFarcasterIdRegistry,
  type FarcasterIdRegistryConfig,
  OPTIMISM_FARCASTER_ID_REGISTRY,
} from '../farcaster/createFarcasterIdRegistry.js'
import { createFarcasterRelay } from '../farcaster/createFarcasterRelay.js'
import { farcasterRoutes } from '../farcaster/farcasterRoutes.js'
import { createFrameBundle } from '../frame/createFrameBundle.js'
import { frameRoutes } from '../frame/frameRoutes.js'
import type { Mailer } from '../mail/createMailer.js'
import { createNativePriceClient } from '../prices/createNativePriceClient.js'
import { priceRoutes } from '../prices/priceRoutes.js'
import { createOriginsClient, ORIGINS_CACHE_TTL_MS } from '../projects/createOriginsClient.js'
import { createSocialClients } from '../social/createSocialClients.js'
import { socialRoutes } from '../social/socialRoutes.js'
import { walletRoutes } from '../wallet/walletRoutes.js'
import type { FrameNetworks, SecureContext } from './context.js'
import { proveDevice } from './dpopAuth.js'
import { SecureError } from './errors.js'
import { type SecureLoggerOption, secureLoggerOptions } from './logging.js'
import { emailLimitKey, takeRateLimits } from './rateLimit.js'

/** The largest request body accepted, in bytes (routes may set less). */
export const SECURE_MAX_BODY_BYTES = 32 * 1024
/** How long a long-poll waits before answering 'pending'. */
export const LONG_POLL_MS = 25_000
/** How often a long-poll looks again. */
export const POLL_INTERVAL_MS = 1_000

/** Parameters of `createSecureServer`. */
export type CreateSecureServerParameters = {
  database: SecureDb
  /** SECURE_SHARE_KEY: 32 bytes. */
  shareKey: Buffer
  /** The secure site's origin as browsers see it, e.g. http://127.0.0.1:4002. */
  publicUrl: string
  /** The Portico API (projects' allowed origins). */
  apiUrl: string
  mailer: Mailer
  /** The folder of the built frame page (frame.js …), e.g. from prepareFrameBundle(). */
  frameDir: string
  /** The networks the frame page is given. @default none: the frame uses the devnet chains */
  frameNetworks?: FrameNetworks | undefined
  /** Configured social providers. @default none */
  social?: SocialProvidersConfig | undefined
  /** Farcaster's auth relay. @default none (Farcaster unavailable) */
  farcasterRelayUrl?: string | undefined
  /** Farcaster's IdRegistry, where a sign-in's fid is checked. @default OP Mainnet's */
  farcasterIdRegistry?: FarcasterIdRegistryConfig | undefined
  /** Extra connect-src sources of the frame page. */
  connectSrc?: readonly string[] | undefined
  /** Overrides of DEFAULT_SECURE_RATE_LIMITS. */
  rateLimits?: Partial<SecureRateLimits> | undefined
  /**
   * REDIS_URL: every rate limit is counted there, cluster-wide (keys `portico:secure:rl:…`); while
   * Redis does not answer, the limited routes answer 503 RATE_LIMIT_UNAVAILABLE. The connection
   * closes with the server. @default none: counted in this process
   */
  redisUrl?: string | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /** Fastify's pino logger (redaction always on, `reqId` on every request line): false for none. @default false */
  logger?: SecureLoggerOption | undefined
  /**
   * GET /metrics (Prometheus): a bearer token for the public port and/or a port of its own
   * (PORTICO_SECURE_METRICS_TOKEN, PORTICO_SECURE_METRICS_PORT, PORTICO_SECURE_METRICS_HOST; kit's
   * readMetricsSettings). @default neither: /metrics answers 403
   */
  metrics?: MetricsSettings | undefined
  /** How long /ready keeps the SMTP server's answer (one SMTP session per this at most). @default SMTP_READY_TTL_MS */
  smtpReadyTtlMs?: number | undefined
  /**
   * Behind reverse proxies: how many hops (`true` is 1) or which proxy addresses/CIDRs to
   * believe in X-Forwarded-For (PORTICO_SECURE_TRUST_PROXY, see TrustProxySetting). @default false
   */
  trustProxy?: TrustProxySetting | undefined
  /** PORTICO_SERVICE_TOKEN, sent with the project lookups at the API (createOriginsClient). @default none */
  serviceToken?: string | undefined
  /**
   * A development deployment (the devnet): a project whose allowed origins include `*` may use
   * email and social login. Never in production, where any page could then drive a login.
   * @default false
   */
  development?: boolean | undefined
  /** @default ORIGINS_CACHE_TTL_MS (60 s) */
  originsCacheTtlMs?: number | undefined
  /** @default LONG_POLL_MS */
  longPollMs?: number | undefined
  /** @default POLL_INTERVAL_MS */
  pollIntervalMs?: number | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page opened by navigation from anywhere (a mail link, an OAuth redirect). */
    navigation?: boolean
    /** Takes an HTML form post (application/x-www-form-urlencoded). */
    form?: boolean
    /** May be framed (its own frame-ancestors decides by whom). */
    framable?: boolean
  }
}

/** How long /ready keeps the SMTP check's answer, so a balancer's polling opens few mail sessions. */
export const SMTP_READY_TTL_MS = 10_000
/** How long the SMTP check (connect, greeting, EHLO) may take before SMTP counts as down. */
export const SMTP_READY_TIMEOUT_MS = 5_000

/** Every response's headers unless the route set its own. */
const BASE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
}

/** The SecureError a thrown error is answered with; undefined: an unexpected server error. */
function toSecureError(error: FastifyError): SecureError | undefined {
  if (error instanceof SecureError) return error
  const known = toHttpError(error, { fastifyDetails: 'code' })
  return known && new SecureError(...known)
}

/**
 * The secure site as a Fastify instance, not listening yet: the frame page (`/frame`, its
 * script under `/frame/`), the social callback page, and the auth API under `/auth/v1` — same-origin only
 * (an Origin other than `publicUrl` is refused; no CORS), rate-limited per IP, answering errors in
 * one shape. Logs never hold a secret: request lines carry the path without its query, and
 * credentials are redacted.
 *
 * @example
 * const app = await createSecureServer({ database, shareKey, publicUrl, apiUrl, mailer, frameDir })
 * await app.listen({ host: '127.0.0.1', port: 4002 })
 */
export async function createSecureServer({
  database,
  shareKey,
  publicUrl,
  apiUrl,
  mailer,
  frameDir,
  frameNetworks = { evmNetworks: [] },
  social = {},
  farcasterRelayUrl,
  farcasterIdRegistry = OPTIMISM_FARCASTER_ID_REGISTRY,
  connectSrc = [],
  rateLimits,
  redisUrl,
  now = Date.now,
  logger,
  metrics: metricsSettings = {},
  smtpReadyTtlMs = SMTP_READY_TTL_MS,
  trustProxy = false,
  serviceToken,
  originsCacheTtlMs = ORIGINS_CACHE_TTL_MS,
  longPollMs = LONG_POLL_MS,
  pollIntervalMs = POLL_INTERVAL_MS,
  development = false,
}: CreateSecureServerParameters): Promise<FastifyInstance> {
  const origin = new URL(publicUrl).origin
  const keys = createServerKeys(shareKey)
  // Another key than the shares' (a backup restored without its key) must not serve: refuse first.
  await verifyShareKey(database, keys)
  const limits = { ...DEFAULT_SECURE_RATE_LIMITS, ...rateLimits }
  // Outages (each reported once by openRedis) go to the app's log once it exists; a Redis that
  // cannot be reached at start throws from here.
  let warnRedis = (_line: string) => {}
  const redis = redisUrl
    ? await openRedis(redisUrl, {
        name: "the secure site's rate limits",
        log: (line) => warnRedis(line),
      })
    : undefined
  const store = redis && createRedisRateLimitStore({ redis, service: 'secure' })
  // Security limits (mail sends, code checks): refused, never let through, when Redis fails.
  // Limits per client address count an IPv6 client per /64 (clientAddressKey); per email
  // address, its hash (emailLimitKey).
  const limiter = (name: keyof SecureRateLimits, keyOf?: (key: string) => string) =>
    createRateLimiter({ ...limits[name], name, store, now, keyOf, whenStoreFails: 'refuse' })
  const context: SecureContext = {
    db: database.db,
    keys,
    now,
    publicUrl: origin,
    mailer,
    origins: createOriginsClient({ apiUrl, serviceToken, ttlMs: originsCacheTtlMs, now }),
    prices: createNativePriceClient({ apiUrl, serviceToken, now }),
    social: createSocialClients(social),
    farcaster: farcasterRelayUrl ? createFarcasterRelay(farcasterRelayUrl) : undefined,
    farcasterIdRegistry: createFarcasterIdRegistry(farcasterIdRegistry),
    frameBundle: createFrameBundle(frameDir),
    frameNetworks,
    connectSrc,
    limiters: {
      mailPerEmail: limiter('mailPerEmail', emailLimitKey),
      mailPerIp: limiter('mailPerIp', clientAddressKey),
      verifyPerIp: limiter('verifyPerIp', clientAddressKey),
      verifyPerEmail: limiter('verifyPerEmail', emailLimitKey),
      authPerIp: limiter('authPerIp', clientAddressKey),
      framePerIp: limiter('framePerIp', clientAddressKey),
    },
    longPollMs,
    pollIntervalMs,
    development,
  }

  const app = Fastify({
    logger: secureLoggerOptions(logger),
    bodyLimit: SECURE_MAX_BODY_BYTES,
    trustProxy: toFastifyTrustProxy(trustProxy),
    // x-request-id kept when it looks safe, else a UUID; on every log line and echoed back.
    ...REQUEST_ID_OPTIONS,
    frameworkErrors: answerFrameworkErrors(
      (code) => new SecureError('BAD_REQUEST', { details: code }),
    ),
  })
  if (redis) {
    warnRedis = (line) => app.log.warn(line)
    app.addHook('onClose', () => closeRedis(redis))
  }

  // Metrics, request ids, /health, /ready and /metrics first: every route after them is counted,
  // and once draining (app.markDraining) every answer closes its connection.
  const metrics = createServiceMetrics({ labels: { service: 'secure' } })
  metrics.addGauge({
    name: 'mail_sending',
    help: 'Mails being handed to the SMTP server (the outgoing mail queue).',
    read: () => mailer.sending(),
  })
  recordHttpMetrics(app, metrics)
  echoRequestIds(app)
  // The database and, with REDIS_URL, Redis are required (the security limits refuse without
  // it); SMTP is reported (sessions and wallets still work while mail is down on every node).
  const checks: Record<string, ReadinessCheck> = {
    database: databaseCheck(database.db, app.log),
    smtp: {
      required: false,
      answers: cachedAnswer({
        ask: () => mailer.verify(),
        ttlMs: smtpReadyTtlMs,
        timeoutMs: SMTP_READY_TIMEOUT_MS,
        now,
      }),
    },
  }
  if (redis) checks.redis = { required: true, answers: () => redisAnswers(redis) }
  serveHealth(app, { checks })
  const { tokenEnv, portEnv } = metricsEnvNames('SECURE')
  await serveMetrics(app, { metrics, ...metricsSettings, tokenEnv, portEnv })

  // HTML forms (the device approval page) post url-encoded bodies; only routes marked `form` take them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  answerErrors(app, {
    toKnownError: toSecureError,
    serverError: () => new SecureError('SERVER_ERROR'),
    notFound: () => new SecureError('NOT_FOUND'),
  })

  // Same origin only on the auth API: the frame's own fetches carry Origin = publicUrl (POST) or
  // Sec-Fetch-Site: same-origin (GET). Pages reached by a link from elsewhere are marked `navigation`.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // The matched route decides (a percent-encoded path reaches the same route), the raw URL too.
    const route = request.routeOptions.url ?? ''
    if (!route.startsWith('/auth/') && !request.url.startsWith('/auth/')) return
    await takeRateLimits(context, [['authPerIp', request.ip]])
    const config = request.routeOptions.config
    const requestOrigin = request.headers.origin
    if (requestOrigin === origin) return
    // Another site's Origin: refused. An absent or opaque one ('null': a form posted under the
    // pages' no-referrer policy) needs the browser's own word that the request is same-origin.
    if (requestOrigin !== undefined && requestOrigin !== 'null')
      throw new SecureError('ORIGIN_NOT_ALLOWED')
    const site = request.headers['sec-fetch-site']
    if (site === 'same-origin') return
    const safe = request.method === 'GET' || request.method === 'HEAD'
    if (safe && requestOrigin === undefined && (site === undefined || config.navigation)) return
    throw new SecureError('ORIGIN_NOT_ALLOWED')
  })
  // Headers are claims any client can make: the frame's own key is the proof (issue 16). Every
  // auth API request but the pages opened from a mail link carries a DPoP proof of it.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? ''
    if (!route.startsWith('/auth/') && !request.url.startsWith('/auth/')) return
    const config = request.routeOptions.config
    if (config.navigation || config.form) return
    await proveDevice(context, request)
  })

  app.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'] ?? ''
    if (type.startsWith('application/x-www-form-urlencoded') && !request.routeOptions.config.form)
      throw new SecureError('UNSUPPORTED_MEDIA_TYPE')
  })

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value)
    if (!request.routeOptions.config?.framable) reply.header('x-frame-options', 'DENY')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })

  // Rows that can never be used again go a day after they expired; hourly, off the request path.
  const sweeper = setInterval(() => {
    sweepExpired(database.db, now()).then(
      (counts) => app.log.debug({ counts }, 'expired rows swept'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping expired rows failed'),
    )
  }, SWEEP_INTERVAL_MS)
  sweeper.unref()
  app.addHook('onClose', async () => clearInterval(sweeper))

  for (const routes of [
    frameRoutes,
    emailLoginRoutes,
    emailChangeRoutes,
    sessionRoutes,
    socialRoutes,
    farcasterRoutes,
    walletRoutes,
    accountSecurityRoutes,
    priceRoutes,
  ])
    await app.register(routes(context))
  return app
}
