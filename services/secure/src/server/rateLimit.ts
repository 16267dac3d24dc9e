import { createHash } from 'node:crypto'
import { rateLimitedOptions } from '@portico/kit'
import type { SecureContext } from './context.js'
import { SecureError } from './errors.js'

/**
 * Counts one request of each (limiter, key), in order; throws RATE_LIMITED with Retry-After when
 * one is over. With REDIS_URL the counts are cluster-wide, and a Redis that does not answer
 * throws RateLimitUnavailableError (503 RATE_LIMIT_UNAVAILABLE): mail sends and code checks are
 * never let through uncounted.
 */
export async function takeRateLimits(
  context: SecureContext,
  checks: readonly [keyof SecureContext['limiters'], string][],
): Promise<void> {
  for (const [name, key] of checks) {
    const result = await context.limiters[name].take(key)
    if (!result.allowed) throw new SecureError('RATE_LIMITED', rateLimitedOptions(result))
  }
}

/**
 * The key an email address is counted under: its SHA-256 (base64url), so Redis — its keys, its
 * MONITOR and slow log — never holds the addresses people sign in with. Addresses arrive
 * normalized (readEmail), so one mailbox is one key.
 */
export function emailLimitKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url')
}
