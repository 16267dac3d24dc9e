import type { HttpClient } from '../http/createHttpClient.js'
import { checkOriginForLogin } from './checkOriginForLogin.js'
import { AllowedOriginsFetchError, type ConfigAlert, configAlert } from './errors.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'
import { isLoginEnabled } from './isLoginEnabled.js'
import type { ResolvedFeatures } from './options.js'

export type CheckOriginParameters = {
  /** A client of the Portico API (createHttpClient). */
  client: HttpClient
  projectId: string
  /** The features in force (after the remote configuration). */
  features: Pick<ResolvedFeatures, 'email' | 'socials'>
  /** The page's origin, `location.origin`. */
  origin: string
  signal?: AbortSignal | undefined
}

/**
 * Spec §5 origin allow-list, end to end: when email or social login is on, loads the project's
 * allowed origins and checks `origin`. Resolves to the alert to show — 'Origin Not Allowed',
 * 'Rate Limited' or 'Server Error' (spec §8) — or undefined when all is well. Fetches nothing
 * when both logins are off or there is no project id (that alert comes first). Never rejects.
 */
export async function checkOrigin({
  client,
  projectId,
  features,
  origin,
  signal,
}: CheckOriginParameters): Promise<ConfigAlert | undefined> {
  if (!projectId || !isLoginEnabled(features)) return undefined
  let result: Awaited<ReturnType<typeof fetchAllowedOrigins>>
  try {
    result = await fetchAllowedOrigins({ client, projectId, signal })
  } catch (error) {
    const code = error instanceof AllowedOriginsFetchError ? error.code : 'SERVER_ERROR'
    return configAlert(code)
  }
  const code = checkOriginForLogin({ features, origin, allowedOrigins: result.allowedOrigins })
  if (!code) return undefined
  return configAlert(
    code,
    result.fallback
      ? `The allowed origins of this project could not be loaded, so ${origin} cannot use email or social login.`
      : `${origin} is not an allowed origin of this project. Add it to the project's allowed origins to use email or social login.`,
  )
}
