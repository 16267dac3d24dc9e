import cors from '@fastify/cors'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * CORS: only an origin the project check let through gets Access-Control-Allow-Origin;
 * preflights are answered here, before any handler. Retry-After is readable, so the widget sees
 * how long a 429 lasts.
 */
export const projectCors = fp(
  async (app) => {
    await app.register(cors, {
      delegator: async (request: FastifyRequest) => ({
        origin: request.project && request.headers.origin ? request.headers.origin : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'accept'],
        exposedHeaders: ['retry-after'],
        maxAge: 600,
      }),
    })
  },
  { name: 'portico-api-cors' },
)
