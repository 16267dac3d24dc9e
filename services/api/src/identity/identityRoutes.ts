import { EvmAddress, IdentityResponse } from '@portico/protocol'
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { getAddress, isAddress } from 'viem'
import type { IdentityResolver } from './createEnsIdentityResolver.js'

const Params = Type.Object({ address: EvmAddress })

/** `GET /v1/identity/:address` (spec §7): the address's ENS name and avatar. */
export function identityRoutes({ resolve }: { resolve: IdentityResolver }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { address: string } }>(
      '/v1/identity/:address',
      { schema: { params: Params, response: { 200: IdentityResponse } } },
      async (request) => {
        const { address } = request.params
        if (!isAddress(address, { strict: false }))
          throw Object.assign(new Error('Invalid address'), { statusCode: 400 })
        return resolve(getAddress(address))
      },
    )
  }
}
