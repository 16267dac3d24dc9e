import type { ServiceErrorOptions } from '../errors/ServiceError.js'
import type { RateLimitResult } from './createRateLimiter.js'

/** A limiter's refusal. */
export type RateLimitRefusal = Extract<RateLimitResult, { allowed: false }>

/**
 * The options of a RATE_LIMITED error: the seconds to wait, in `details` and in Retry-After; the
 * refusal as its cause (never answered), which recordHttpMetrics counts under its limiter.
 */
export function rateLimitedOptions(refusal: RateLimitRefusal): ServiceErrorOptions {
  return {
    details: { retryAfterS: refusal.retryAfterS },
    headers: { 'retry-after': String(refusal.retryAfterS) },
    cause: refusal,
  }
}
