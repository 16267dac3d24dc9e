import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  isOriginAllowed,
  type RemoteConfigFeature,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@portico/core/internal'

/** A project id: letters, digits, '-' and '_', at most 128 characters. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/
const MAX_NAME_LENGTH = 200
const MAX_ORIGINS = 100

/** Thrown when a project's fields are not acceptable; the message lists every problem. */
export class InvalidProjectError extends Error {
  override name = 'InvalidProjectError'
  constructor(readonly problems: string[]) {
    super(problems.join('; '))
  }
}

/**
 * Whether `pattern` is an origin pattern the widget's check understands (`*`, an origin,
 * `https://*.example.com`, `http://localhost:*`). Uses the widget's own matcher: a pattern is
 * sound when it matches an origin built from it; a malformed one matches nothing.
 */
export function isOriginPattern(pattern: string): boolean {
  if (pattern === '*') return true
  const sample = pattern
    .replace('://*.', '://x.')
    .replace(/:\*\/?$/, ':1')
    .replace(/\/$/, '')
  return isOriginAllowed(sample, [pattern])
}

type ProjectFields = {
  id: string
  name: string
  allowedOrigins: string[]
  features: RemoteConfigFeature[]
  analyticsEnabled: boolean
}

/** Checks every field of a project before it is written; throws InvalidProjectError. */
export function validateProject<T extends ProjectFields>(project: T): T {
  const problems: string[] = []
  if (!PROJECT_ID_PATTERN.test(project.id))
    problems.push(`id '${project.id}' must be 1-128 letters, digits, '-' or '_'`)
  const name = project.name.trim()
  if (!name || name.length > MAX_NAME_LENGTH)
    problems.push(`name must be 1-${MAX_NAME_LENGTH} characters`)
  if (project.allowedOrigins.length > MAX_ORIGINS)
    problems.push(`at most ${MAX_ORIGINS} allowed origins`)
  for (const origin of project.allowedOrigins)
    if (!isOriginPattern(origin))
      problems.push(
        `'${origin}' is not an origin pattern (e.g. https://app.example.com, https://*.example.com, http://localhost:*)`,
      )
  const seen = new Set<string>()
  for (const feature of project.features) {
    if (!FEATURE_TOGGLES.includes(feature.id as FeatureToggle))
      problems.push(`unknown feature '${feature.id}' (known: ${FEATURE_TOGGLES.join(', ')})`)
    if (seen.has(feature.id)) problems.push(`feature '${feature.id}' is listed twice`)
    seen.add(feature.id)
    if (typeof feature.isEnabled !== 'boolean')
      problems.push(`feature '${feature.id}' needs isEnabled true or false`)
    if (feature.config !== undefined) {
      const providers = feature.config
      const valid =
        feature.id === 'socials' &&
        Array.isArray(providers) &&
        providers.every((p) => SOCIAL_PROVIDERS.includes(p as SocialProvider))
      if (!valid)
        problems.push(
          feature.id === 'socials'
            ? `socials takes a list of providers (${SOCIAL_PROVIDERS.join(', ')})`
            : `feature '${feature.id}' takes no configuration`,
        )
    }
  }
  if (problems.length) throw new InvalidProjectError(problems)
  return { ...project, name }
}
