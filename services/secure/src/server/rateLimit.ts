import { rateLimitedOptions } from '@portico/kit'
import type { SecureContext } from './context.js'
import { SecureError } from './errors.js'

/** Counts one request of each (limiter, key); throws RATE_LIMITED with Retry-After when one is over. */
export function takeRateLimits(
  context: SecureContext,
  checks: readonly [keyof SecureContext['limiters'], string][],
): void {
  for (const [name, key] of checks) {
    const result = context.limiters[name].take(key)
    if (!result.allowed) throw new SecureError('RATE_LIMITED', rateLimitedOptions(result))
  }
}
