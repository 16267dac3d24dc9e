import { type RateLimitRule, readRateLimitRules } from '@portico/kit'

/** The secure server's rate limits, each a fixed window per key. */
export type SecureRateLimits = {
  /** Mails sent to one address (login codes, device links, update codes). @default 5 per 10 min */
  mailPerEmail: RateLimitRule
  /** Requests that send a mail, per client IP address. @default 20 per 10 min */
  mailPerIp: RateLimitRule
  /** Code checks per client IP address (each code also locks after 5 wrong tries). @default 60 per 10 min */
  verifyPerIp: RateLimitRule
  /**
   * Code checks per address a day, from every IP together (issue 16: guesses spread over many
   * addresses and codes still meet a cap per mailbox). @default 30 per 24 h
   */
  verifyPerEmail: RateLimitRule
  /** Every /auth request per client IP address (long-polls included). @default 600 per 60 s */
  authPerIp: RateLimitRule
  /**
   * Loads of the frame page (`GET /frame`, each may cost a lookup at the API) per client IP
   * address. A page shows one frame, reloaded now and then. @default 300 per 60 s
   */
  framePerIp: RateLimitRule
}

/**
 * Defaults: a person signing in never meets them; a script guessing or spamming does. Limits per
 * IP address count an IPv6 client per /64.
 */
export const DEFAULT_SECURE_RATE_LIMITS: SecureRateLimits = {
  mailPerEmail: { max: 5, windowMs: 600_000 },
  mailPerIp: { max: 20, windowMs: 600_000 },
  verifyPerIp: { max: 60, windowMs: 600_000 },
  verifyPerEmail: { max: 30, windowMs: 86_400_000 },
  authPerIp: { max: 600, windowMs: 60_000 },
  framePerIp: { max: 300, windowMs: 60_000 },
}

/** The variable that overrides each limit, as `<max>/<window seconds>` (e.g. `5/600`). */
export const RATE_LIMIT_ENV: Record<keyof SecureRateLimits, string> = {
  mailPerEmail: 'PORTICO_SECURE_LIMIT_MAIL_PER_EMAIL',
  mailPerIp: 'PORTICO_SECURE_LIMIT_MAIL_PER_IP',
  verifyPerIp: 'PORTICO_SECURE_LIMIT_VERIFY_PER_IP',
  verifyPerEmail: 'PORTICO_SECURE_LIMIT_VERIFY_PER_EMAIL',
  authPerIp: 'PORTICO_SECURE_LIMIT_PER_IP',
  framePerIp: 'PORTICO_SECURE_LIMIT_FRAME_PER_IP',
}

/** Reads the overrides of RATE_LIMIT_ENV; a malformed one throws naming its variable. */
export function readRateLimits(env: Record<string, string | undefined>): SecureRateLimits {
  return readRateLimitRules(env, DEFAULT_SECURE_RATE_LIMITS, RATE_LIMIT_ENV)
}
