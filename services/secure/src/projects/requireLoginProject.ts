import type { SecureContext } from '../server/context.js'
import { SecureError } from '../server/errors.js'
import { OriginsUnavailableError } from './createOriginsClient.js'

/**
 * The allowed origins of a project a login starts for. INVALID_PROJECT_ID for an id the API does
 * not know ('Server Error' when it cannot say). A project allowing every origin (`*`) cannot start
 * an email, social or Farcaster login outside development (issue 16): any page could host its
 * frame and drive the login.
 */
export async function requireLoginProject(
  context: SecureContext,
  projectId: string,
): Promise<readonly string[]> {
  let allowedOrigins: readonly string[]
  try {
    const project = await context.origins.get(projectId)
    if (project.status === 'unknown') throw new SecureError('INVALID_PROJECT_ID')
    allowedOrigins = project.allowedOrigins
  } catch (error) {
    if (error instanceof OriginsUnavailableError)
      throw new SecureError('UPSTREAM_ERROR', { details: 'the project service does not answer' })
    throw error
  }
  if (!context.development && allowedOrigins.includes('*'))
    throw new SecureError('WILDCARD_ORIGINS')
  return allowedOrigins
}
