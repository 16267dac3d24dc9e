import type { RateLimitRule } from '../../services/api/src/server/createRateLimiter.js'

/** No limit in practice: the bench measures the routes, not the 429 path. */
export const UNLIMITED: RateLimitRule = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }
