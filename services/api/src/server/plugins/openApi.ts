import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'

/**
 * The OpenAPI document, built by @fastify/swagger from each route's TypeBox schema (served at
 * `GET /openapi.json` by serviceRoutes). Registered before the routes, so it sees them all.
 */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portico API',
          version: '0.1.0',
          description:
            'Project configuration, analytics, wallet catalogue and blockchain data for the Portico widget. Every route but /health, /ready and /openapi.json needs projectId, st and sv in its query.',
        },
      },
    })
  },
  { name: 'portico-api-openapi' },
)
