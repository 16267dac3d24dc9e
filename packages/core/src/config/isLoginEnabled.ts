import type { ResolvedFeatures } from './options.js'

/** Whether the embedded wallet's email or social login is on (then the origin must be allowed). */
export function isLoginEnabled(features: Pick<ResolvedFeatures, 'email' | 'socials'>): boolean {
  return features.email || (features.socials !== false && features.socials.length > 0)
}
