import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { getAddress, isAddress } from 'viem'
import type { IdentityResolver } from './createEnsIdentityResolver.js'

const Params = Type.Object({ address: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }) })
/** The identity answer (spec §7). */
export const IdentityResponse = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
})

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
