import type { RateLimitRule } from './createRateLimiter.js'

/**
 * A service's rate limits: `defaults`, each overridden by its variable in `envNames` when set, as
 * `<max>/<window seconds>` (e.g. `5/600`: 5 per 10 minutes). A malformed value throws naming its
 * variable.
 */
export function readRateLimitRules<Name extends string>(
  env: Readonly<Record<string, string | undefined>>,
  defaults: Readonly<Record<Name, RateLimitRule>>,
  envNames: Readonly<Record<Name, string>>,
): Record<Name, RateLimitRule> {
  const limits = { ...defaults } as Record<Name, RateLimitRule>
  for (const name of Object.keys(envNames) as Name[]) {
    const raw = env[envNames[name]]
    if (!raw) continue
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(raw.trim())
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      throw new Error(`${envNames[name]} must be <max>/<window seconds>, e.g. 5/600`)
    limits[name] = { max: Number(match[1]), windowMs: Number(match[2]) * 1_000 }
  }
  return limits
}
