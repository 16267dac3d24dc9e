/**
 * The built-in networks' chain images (@portico/core/networks `assets.imageId`) are served by the
 * API from its default catalogue — drawn icons, never the brands' logos — at spec §7's
 * /public/getAssetImage/{id}, where the widget's NetworkImage asks for them.
 */
import { BUILT_IN_NETWORKS } from '@portico/core/networks'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { catalogueRoutes } from './routes.js'

describe('built-in networks’ chain images', () => {
  let database: ApiDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    app = Fastify()
    // Registering seeds the default catalogue into the empty database.
    await app.register(catalogueRoutes({ db: database.db, now: () => Date.now() }))
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.destroy()
  })

  // spec §9: "Token lists, chain image ids and wallet explorer ids are constants"
  it.each(BUILT_IN_NETWORKS.map((network) => [network.name, network.assets?.imageId] as const))(
    '%s: its image id %s is served at /public/getAssetImage/{id}',
    async (_name, imageId) => {
      const response = await app.inject({
        method: 'GET',
        url: `/public/getAssetImage/${encodeURIComponent(imageId ?? '')}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    },
  )
})
