import { databaseAnswers } from '@portico/kit'
import type { FastifyPluginAsync } from 'fastify'
import type { ApiDatabase } from '../../db/createDatabase.js'
import { ApiError } from '../errors.js'

/**
 * `GET /health` (the process is up), `GET /ready` (the database answers) and `GET /openapi.json`
 * (the document openApi builds); all public.
 */
export function serviceRoutes(database: ApiDatabase): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['service'],
          summary: 'The process is up',
          response: { 200: { type: 'object', properties: { status: { const: 'ok' } } } },
        },
      },
      async () => ({ status: 'ok' as const }),
    )
    app.get(
      '/ready',
      {
        config: { public: true },
        schema: {
          tags: ['service'],
          summary: 'The database answers',
          response: {
            200: {
              type: 'object',
              properties: { status: { const: 'ready' }, engine: { type: 'string' } },
            },
          },
        },
      },
      async (request) => {
        if (!(await databaseAnswers(database.db, request.log)))
          throw new ApiError('NOT_READY', { details: 'the database does not answer' })
        return { status: 'ready' as const, engine: database.engine }
      },
    )
    app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    )
  }
}
