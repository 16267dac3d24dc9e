import type { FastifyRequest } from 'fastify'
import { clientAddressKey } from './clientAddressKey.js'
import { type CreateRateLimiterParameters, createRateLimiter } from './createRateLimiter.js'
import type { RateLimitRefusal } from './rateLimitedOptions.js'

/** Parameters of createIpLimitHook: the limit (its name, store), and the error a refusal throws. */
export type CreateIpLimitHookParameters = Omit<CreateRateLimiterParameters, 'keyOf'> & {
  /** The error thrown over the limit (the service's RATE_LIMITED with Retry-After). */
  refuse(refusal: RateLimitRefusal): Error
}

/**
 * A route hook (onRequest, preHandler) that counts each request against one limit per client
 * address (an IPv6 client per /64) and throws `refuse(…)` past it: a route group's own limit on
 * top of the service's.
 */
export function createIpLimitHook({
  refuse,
  ...limit
}: CreateIpLimitHookParameters): (request: FastifyRequest) => Promise<void> {
  const counter = createRateLimiter({ ...limit, keyOf: clientAddressKey })
  return async (request) => {
    const result = await counter.take(request.ip)
    if (!result.allowed) throw refuse(result)
  }
}
