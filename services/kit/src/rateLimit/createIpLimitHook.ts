import type { FastifyRequest } from 'fastify'
import { type CreateRateLimiterParameters, createRateLimiter } from './createRateLimiter.js'
import type { RateLimitRefusal } from './rateLimitedOptions.js'

/** Parameters of createIpLimitHook: the limit, and the error a refusal throws. */
export type CreateIpLimitHookParameters = CreateRateLimiterParameters & {
  /** The error thrown over the limit (the service's RATE_LIMITED with Retry-After). */
  refuse(refusal: RateLimitRefusal): Error
}

/**
 * A route hook (onRequest, preHandler) that counts each request against one limit per client
 * address and throws `refuse(…)` past it: a route group's own limit on top of the service's.
 */
export function createIpLimitHook({
  refuse,
  ...limit
}: CreateIpLimitHookParameters): (request: FastifyRequest) => Promise<void> {
  const counter = createRateLimiter(limit)
  return async (request) => {
    const result = counter.take(request.ip)
    if (!result.allowed) throw refuse(result)
  }
}
