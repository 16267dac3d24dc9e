import { EMAIL_LOGIN_COOLDOWN_S, ONE_SECOND_MS } from '../constants.js'
import { EmailLoginCooldownError } from '../features/email/errors.js'

export type CheckEmailCooldownParameters = {
  /** When the last email login was started, in ms since the epoch; nothing if never. */
  lastLoginAt: number | null | undefined
  /** The current time in ms since the epoch. */
  now: number
}

/**
 * Throws 'Please try again after N seconds' when the last email login started less than 30 s ago
 * (spec §5); N is the whole seconds left, rounded up. A missing or unreadable last time never
 * blocks, and a last time in the future (a clock moved back) blocks for the full cooldown only.
 */
export function checkEmailCooldown({ lastLoginAt, now }: CheckEmailCooldownParameters): void {
  if (lastLoginAt === null || lastLoginAt === undefined || !Number.isFinite(lastLoginAt)) return
  const cooldownMs = EMAIL_LOGIN_COOLDOWN_S * ONE_SECOND_MS
  const leftMs = Math.min(cooldownMs, cooldownMs - (now - lastLoginAt))
  if (leftMs > 0) throw new EmailLoginCooldownError(Math.ceil(leftMs / ONE_SECOND_MS))
}
