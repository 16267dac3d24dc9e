import type { RemoteFeatures } from './fetchRemoteConfig.js'
import {
  DEFAULT_SOCIALS,
  FEATURE_TOGGLES,
  type FeatureToggle,
  type ResolvedFeatures,
} from './options.js'

/** Spec §1: the warning shown when remote configuration overrides local values. */
export const LOCAL_CONFIGURATION_IGNORED = 'Local configuration ignored'

/** The dApp set these toggles itself, and the remote configuration changed them. */
export type LocalConfigurationIgnoredWarning = {
  readonly message: typeof LOCAL_CONFIGURATION_IGNORED
  readonly keys: readonly FeatureToggle[]
}

export type MergeFeaturesParameters = {
  /** Local features with defaults filled (ResolvedOptions.features). */
  local: ResolvedFeatures
  remote: RemoteFeatures
  /** The toggles the dApp set itself (ResolvedOptions.explicitFeatures). @default [] */
  explicit?: readonly FeatureToggle[] | undefined
  /** Pay mode turns email and socials off after merging. @default false */
  payMode?: boolean | undefined
}

export type MergeFeaturesReturnType = {
  features: ResolvedFeatures
  /** Set when a value the dApp set explicitly ends up different. */
  warning: LocalConfigurationIgnoredWarning | undefined
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => item === b[index])
  return a === b
}

/**
 * Spec §1: "remote configuration overrides local, and a warning 'Local configuration ignored' is
 * shown when it does" — only for toggles the dApp set explicitly and that end up different
 * (defaults it never chose are not "ignored"). Remote `socials: true` keeps the local list (else
 * DEFAULT_SOCIALS). Then pay mode wins: "When pay mode is on, email and socials are off."
 */
export function mergeFeatures({
  local,
  remote,
  explicit = [],
  payMode = false,
}: MergeFeaturesParameters): MergeFeaturesReturnType {
  const merged: { -readonly [K in keyof ResolvedFeatures]: ResolvedFeatures[K] } = { ...local }
  for (const key of FEATURE_TOGGLES) {
    const value = key === 'socials' ? undefined : remote[key]
    if (value !== undefined) merged[key as Exclude<FeatureToggle, 'socials'>] = value
  }
  const socials = remote.socials
  if (socials === true) merged.socials = local.socials || DEFAULT_SOCIALS
  else if (socials !== undefined)
    merged.socials = socials !== false && socials.length ? socials : false
  if (payMode) {
    merged.email = false
    merged.socials = false
  }
  const keys = explicit.filter((key) => !same(merged[key], local[key]))
  return {
    features: Object.freeze(merged),
    warning: keys.length
      ? Object.freeze({ message: LOCAL_CONFIGURATION_IGNORED, keys: Object.freeze(keys) })
      : undefined,
  }
}
