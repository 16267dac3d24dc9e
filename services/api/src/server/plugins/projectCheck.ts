import { isOriginAllowed } from '@portico/core/internal'
import { createLruCache, createServiceTokenCheck, SERVICE_TOKEN_HEADER } from '@portico/kit'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { createProjectRepository } from '../../projects/createProjectRepository.js'
import { ApiError, rateLimited } from '../errors.js'
import type { ApiLimiters } from './rateLimits.js'
import '../requireProject.js'

/** Options of the project check. */
export type ProjectCheckOptions = {
  db: Kysely<Database>
  now: () => number
  /** The per-IP limiter (counted here, before any lookup) and where a refusal waits for CORS. */
  limiters: ApiLimiters
  /** PORTICO_SERVICE_TOKEN; without it every request carrying the header is refused. */
  serviceToken: string | undefined
  projectCacheTtlMs: number
  projectCacheMaxEntries: number
}

/**
 * The project check: who is calling, from where (spec §7, §8 'Invalid Project ID', 'Origin Not
 * Allowed'), on every route but the public ones: the service token, the per-IP limit (before
 * the project is looked up), the project of `projectId` (cached), the request's Origin among
 * its allowed origins, then `st` and `sv`. Sets `request.project` and `request.isService`.
 */
export const projectCheck = fp<ProjectCheckOptions>(
  async (app, { db, now, limiters, serviceToken, projectCacheTtlMs, projectCacheMaxEntries }) => {
    const projects = createProjectRepository(db, now)
    // Every request names its project: a short cache spares the database a round trip each time
    // (the bench's cached-balance case on PostgreSQL). Unknown ids are remembered too, so a flood of
    // random ids does not reach the database; the cache is bounded, and a flood of new ids evicts
    // the least recently used, never the projects in use. Edits show within the TTL.
    const projectCache = createLruCache<
      string,
      { at: number; project: Awaited<ReturnType<typeof projects.get>> }
    >({ maxEntries: projectCacheMaxEntries })
    async function getProject(id: string) {
      const cached = projectCache.get(id)
      if (cached && now() - cached.at < projectCacheTtlMs) return cached.project
      const project = await projects.get(id)
      projectCache.set(id, { at: now(), project })
      return project
    }
    const isServiceToken = createServiceTokenCheck(serviceToken)

    app.decorateRequest('project', null)
    app.decorateRequest('isService', false)

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.public || request.is404) return
      // A Portico service (the secure site, the relay) proves itself with the shared token; a
      // wrong one is refused outright rather than treated as a stranger's request.
      const token = request.headers[SERVICE_TOKEN_HEADER]
      if (token !== undefined) {
        if (typeof token !== 'string' || !isServiceToken(token))
          throw new ApiError('INVALID_SERVICE_TOKEN')
        request.isService = true
      }
      // Per IP before anything is looked up: made-up project ids cost a counter, not a read.
      const perIp = request.isService ? undefined : await limiters.perIp.take(request.ip)
      const refused = perIp && !perIp.allowed ? perIp : undefined
      const query = request.query as Record<string, unknown>
      const projectId = query.projectId
      // A NUL byte cannot be a project id (and PostgreSQL text cannot hold it).
      const valid =
        typeof projectId === 'string' && projectId.length <= 128 && !projectId.includes('\0')
      // Refused: only what is cached, to tell an allowed origin it is limited (CORS comes next).
      const project = !valid
        ? undefined
        : refused
          ? projectCache.peek(projectId)?.project
          : await getProject(projectId)
      if (!project) throw refused ? rateLimited(refused) : new ApiError('INVALID_PROJECT_ID')
      const origin = request.headers.origin
      if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins))
        throw new ApiError('ORIGIN_NOT_ALLOWED', { details: `${origin} is not an allowed origin` })
      request.project = project
      if (refused) limiters.refusedPerIp.set(request, refused)
      const missing = ['st', 'sv'].filter((key) => typeof query[key] !== 'string' || !query[key])
      if (missing.length)
        throw new ApiError('VALIDATION_ERROR', {
          details: missing.map((key) => ({
            in: 'querystring',
            path: `/${key}`,
            message: `must have required property '${key}'`,
          })),
        })
    })
  },
  { name: 'portico-api-project-check' },
)
