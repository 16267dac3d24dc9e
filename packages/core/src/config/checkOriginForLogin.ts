import { isLoginEnabled } from './isLoginEnabled.js'
import { isOriginAllowed } from './isOriginAllowed.js'
import type { ResolvedFeatures } from './options.js'

export type CheckOriginForLoginParameters = {
  features: Pick<ResolvedFeatures, 'email' | 'socials'>
  /** The page's origin, `location.origin`. */
  origin: string
  /** The project's allow-list (fetchAllowedOrigins). */
  allowedOrigins: readonly string[]
}

/**
 * Spec §5: "the current origin must be allowed when email or social login is on". Returns the
 * alert code 'ORIGIN_NOT_ALLOWED' when it is not; undefined when it is, or when both are off
 * (nothing to check).
 */
export function checkOriginForLogin({
  features,
  origin,
  allowedOrigins,
}: CheckOriginForLoginParameters): 'ORIGIN_NOT_ALLOWED' | undefined {
  if (!isLoginEnabled(features)) return undefined
  return isOriginAllowed(origin, allowedOrigins) ? undefined : 'ORIGIN_NOT_ALLOWED'
}
