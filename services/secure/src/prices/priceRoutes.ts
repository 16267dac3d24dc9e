import { type Static, Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import type { SecureContext } from '../server/context.js'
import { ErrorResponse, ProjectId } from '../server/schemas.js'

const NativePriceQuery = Type.Object({
  /** The EIP-155 chain id. */
  chainId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  projectId: ProjectId,
})

/**
 * `GET /auth/v1/prices/native?chainId=&projectId=`: the USD price of the chain's native currency
 * for the approval screen's fee (issue 16, finding 4), read from the Portico API so the frame's
 * CSP stays `connect-src 'self'` and its RPCs. Like every auth route it needs the frame's DPoP
 * proof; no session. `{ usd: null }` when there is no trustworthy price (never 0).
 */
export function priceRoutes(context: SecureContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: Static<typeof NativePriceQuery> }>(
      '/auth/v1/prices/native',
      {
        schema: {
          querystring: NativePriceQuery,
          response: {
            200: Type.Object({ usd: Type.Union([Type.Number(), Type.Null()]) }),
            '4xx': ErrorResponse,
          },
        },
      },
      async (request) => ({
        usd: await context.prices.get({
          chainId: request.query.chainId,
          projectId: request.query.projectId,
          onError: (error) => request.log.warn({ err: error }, 'native price lookup failed'),
        }),
      }),
    )
  }
}
