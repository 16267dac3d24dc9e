import {
  clientAddressKey,
  createRateLimiter,
  type RateLimiter,
  type RateLimitRefusal,
  type RateLimitRule,
  type RateLimitStore,
} from '@portico/kit'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { rateLimited } from '../errors.js'

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

/** The API's limiters, shared by the project check (per IP, first) and the rate limits. */
export type ApiLimiters = ReturnType<typeof createApiLimiters>

/** Where the API's limiters count, and what they do when that store fails. */
export type ApiLimitersParameters = {
  limits: RateLimitOptions
  /** The memory limiters' clock. */
  now: () => number
  /** Redis with REDIS_URL (cluster-wide); @default this process's memory */
  store?: RateLimitStore | undefined
  /** Told when the store fails (the limiters then count on this node). */
  onStoreError?: ((error: unknown) => void) | undefined
}

/**
 * One limiter per rule of `limits`, named as the rule (its Redis keys are
 * `portico:api:rl:<rule>:<key>`); those of client addresses key IPv6 per /64. They guard against
 * floods, not guesses: when Redis does not answer they count on this node meanwhile (each node
 * then allows the limit, as without REDIS_URL) rather than take the widget's API down with it.
 */
export function createApiLimiters({ limits, now, store, onStoreError }: ApiLimitersParameters) {
  const limiter = (name: keyof RateLimitOptions, keyOf?: (key: string) => string) =>
    createRateLimiter({
      ...limits[name],
      name,
      store,
      now,
      keyOf,
      whenStoreFails: 'count-locally',
      onStoreError,
    })
  return {
    perIp: limiter('perIp', clientAddressKey),
    perProject: limiter('perProject'),
    analyticsPerIp: limiter('analyticsPerIp', clientAddressKey),
    analyticsPerProject: limiter('analyticsPerProject'),
    /** A per-IP refusal found before the project check, answered after CORS (so the widget reads it). */
    refusedPerIp: new WeakMap<FastifyRequest, RateLimitRefusal>(),
  }
}

/**
 * The rate limits, registered after CORS so the widget can read a 429 and its Retry-After. Per
 * IP before per project: a client over its own limit spends none of the project's.
 */
export const rateLimits = fp<{ limiters: ApiLimiters }>(
  async (app, { limiters }) => {
    app.addHook('onRequest', async (request) => {
      const project = request.project
      if (!project || request.isService) return
      const refused = limiters.refusedPerIp.get(request)
      if (refused) throw rateLimited(refused)
      const checks: [RateLimiter, string][] =
        request.routeOptions.config.rateLimitGroup === 'analytics'
          ? [
              [limiters.analyticsPerIp, request.ip],
              [limiters.perProject, project.id],
              [limiters.analyticsPerProject, project.id],
            ]
          : [[limiters.perProject, project.id]]
      for (const [limiter, key] of checks) {
        const result = await limiter.take(key)
        if (!result.allowed) throw rateLimited(result)
      }
    })
  },
  { name: 'portico-api-rate-limits' },
)
