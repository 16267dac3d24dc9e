import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import { type ReadinessCheck, readinessReport } from './readinessReport.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /ready answers 503 'draining' (SIGTERM: the balancer stops sending work). */
    markDraining(): void
  }
  interface FastifyContextConfig {
    /** Served without a project (health, readiness, metrics, the OpenAPI document). */
    public?: boolean
  }
}

/** Parameters of serveHealth. */
export type ServeHealthParameters = {
  /** The dependencies /ready reports, by name (database, redis, smtp, chains). */
  checks: Readonly<Record<string, ReadinessCheck>>
  /** Route options of /health and /ready (e.g. an OpenAPI schema). @default none */
  healthRoute?: RouteShorthandOptions | undefined
  readyRoute?: RouteShorthandOptions | undefined
}

/**
 * GET /health: 200 while the process runs (a liveness probe: restart it when this fails).
 * GET /ready: `{ status, checks }` (readinessReport), 200 when 'ready', else 503 — a required
 * dependency down, or the node draining after `app.markDraining()`. Neither is logged per request
 * (balancers poll them). Call it before the routes are registered: once draining, every answer
 * says `Connection: close`.
 */
export function serveHealth(
  app: FastifyInstance,
  { checks, healthRoute = {}, readyRoute = {} }: ServeHealthParameters,
): void {
  let draining = false
  app.decorate('markDraining', () => {
    draining = true
  })
  // While draining every answer closes its connection, so clients come back through the
  // balancer (to another node) and a request in flight at close leaves no kept-alive socket
  // for the close to wait on.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close')
    return payload
  })
  app.get('/health', { logLevel: 'warn', ...healthRoute, config: { public: true } }, async () => ({
    status: 'ok' as const,
  }))
  app.get(
    '/ready',
    { logLevel: 'warn', ...readyRoute, config: { public: true } },
    async (_request, reply) => {
      const report = await readinessReport(checks, draining)
      return reply.code(report.status === 'ready' ? 200 : 503).send(report)
    },
  )
}
