import type { FastifyInstance } from 'fastify'
import type { ServiceMetrics } from './createServiceMetrics.js'
import { noteRateLimitRefusal, rateLimitRefusedBy } from './rateLimitRefusal.js'

/** The route label of a request no route matched: one series, whatever the path (no cardinality blow-up). */
export const UNMATCHED_ROUTE = 'unmatched'

/**
 * Counts every answer of `app` (call it on the root instance, before routes are registered):
 * requests by method, route template and status, their duration, the 5xx among them, and the
 * 429s by the limiter that refused (the RATE_LIMITED error's cause, see rateLimitedOptions, or
 * noteRateLimitRefusal). Routes are labelled by their template
 * (`/v1/account/:address/balance`), never by the path a client sent.
 */
export function recordHttpMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  // A RATE_LIMITED error carries its limiter's refusal as its cause (rateLimitedOptions).
  app.addHook('onError', async (request, _reply, error) => {
    const limiter = (error.cause as { limiter?: unknown } | undefined)?.limiter
    if (typeof limiter === 'string' && !rateLimitRefusedBy(request))
      noteRateLimitRefusal(request, limiter)
  })
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE
    const method = request.method
    const status = reply.statusCode
    metrics.httpRequests.inc({ method, route, status: String(status) })
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1_000)
    if (status >= 500) metrics.httpErrors.inc({ method, route })
    if (status === 429)
      metrics.rateLimitRefusals.inc({ limiter: rateLimitRefusedBy(request) ?? 'unnamed' })
  })
}
