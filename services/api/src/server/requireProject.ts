import type { FastifyRequest } from 'fastify'
import type { Project } from '../projects/createProjectRepository.js'
import { ApiError } from './errors.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project of the request's `projectId`, set by createServer's project check. */
    project: Project | null
    /** Made by a Portico service that sent the right service token: exempt from rate limits. */
    isService: boolean
  }
  interface FastifyContextConfig {
    /** Health, readiness and the OpenAPI document: no project check, no rate limit. */
    public?: boolean
    /** Tighter limits on top of the general ones: 'analytics' for POST /e. */
    rateLimitGroup?: 'analytics'
  }
}

/** The project of a request that passed the project check (every non-public route). */
export function requireProject(request: FastifyRequest): Project {
  if (!request.project) throw new ApiError('INVALID_PROJECT_ID')
  return request.project
}
