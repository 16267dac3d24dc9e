/** The rate limiter lives in the services kit; bench/api imports its types from this path. */
export {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRule,
  type RateLimitStore,
} from '@portico/kit'
