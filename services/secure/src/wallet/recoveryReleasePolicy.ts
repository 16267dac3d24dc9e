/** When the recovery data of a wallet may be released (issue 16, finding 8). */
export type RecoveryReleasePolicy = {
  /**
   * How recent the session's login must be: a release needs a session opened by a login within
   * this window (a fresh re-authentication; the new-device unlock follows its login at once).
   * @default 10 minutes
   */
  reauthWindowMs: number
  /** Releases per user in a window, counted in the database (every server process together). @default 5 per 24 h */
  perUser: { max: number; windowMs: number }
}

/** Defaults: a person unlocking a few new browsers a day never meets them; a guesser hoarding blobs does. */
export const DEFAULT_RECOVERY_RELEASE_POLICY: RecoveryReleasePolicy = {
  reauthWindowMs: 10 * 60 * 1_000,
  perUser: { max: 5, windowMs: 24 * 60 * 60 * 1_000 },
}

/** The variables of the policy: seconds, and `<max>/<window seconds>`. */
export const RECOVERY_RELEASE_ENV = {
  reauthWindow: 'PORTICO_SECURE_RECOVERY_REAUTH_S',
  perUser: 'PORTICO_SECURE_LIMIT_RECOVERY_PER_USER',
} as const

/** Reads the policy's overrides from `env`; a malformed one throws naming its variable. */
export function readRecoveryReleasePolicy(
  env: Record<string, string | undefined>,
): RecoveryReleasePolicy {
  const policy = {
    ...DEFAULT_RECOVERY_RELEASE_POLICY,
    perUser: { ...DEFAULT_RECOVERY_RELEASE_POLICY.perUser },
  }
  const window = env[RECOVERY_RELEASE_ENV.reauthWindow]?.trim()
  if (window) {
    if (!/^\d{1,9}$/.test(window) || Number(window) < 1)
      throw new Error(`${RECOVERY_RELEASE_ENV.reauthWindow} must be a number of seconds, e.g. 600`)
    policy.reauthWindowMs = Number(window) * 1_000
  }
  const perUser = env[RECOVERY_RELEASE_ENV.perUser]?.trim()
  if (perUser) {
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(perUser)
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      throw new Error(
        `${RECOVERY_RELEASE_ENV.perUser} must be <max>/<window seconds>, e.g. 5/86400`,
      )
    policy.perUser = { max: Number(match[1]), windowMs: Number(match[2]) * 1_000 }
  }
  return policy
}
