import type { FastifyRequest } from 'fastify'

const REFUSED_BY = Symbol('portico.rateLimitRefusedBy')

type NotedRequest = FastifyRequest & { [REFUSED_BY]?: string }

/**
 * Names the limiter that refuses `request` (call it where the 429 is decided, before throwing):
 * recordHttpMetrics counts the 429 answer under `rate_limit_refusals_total{limiter}`. A 429
 * without a name counts as 'unnamed'.
 */
export function noteRateLimitRefusal(request: FastifyRequest, limiter: string): void {
  ;(request as NotedRequest)[REFUSED_BY] = limiter
}

/** The limiter noteRateLimitRefusal named for `request`, if any. */
export function rateLimitRefusedBy(request: FastifyRequest): string | undefined {
  return (request as NotedRequest)[REFUSED_BY]
}
