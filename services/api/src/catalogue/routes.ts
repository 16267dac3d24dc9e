import { createHash } from 'node:crypto'
import { WALLETS_PAGE_SIZE } from '@portico/core/internal'
import { GetWalletsResponse } from '@portico/protocol'
import { type Static, Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { RoutePlugin } from '../routes/index.js'
import { CATALOGUE_ID_PATTERN } from './catalogueFile.js'
import { getWallets } from './getWallets.js'
import { seedCatalogue } from './seedCatalogue.js'
import type { ImageKind } from './tables.js'

/** Largest page a client may ask for. */
export const MAX_WALLETS_ENTRIES = 100
/** Content-addressed wallet images never change under their id. */
export const WALLET_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Asset, currency and token images keep their id when an operator replaces them. */
export const NAMED_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

const CommaList = (pattern: string, description: string) =>
  Type.Optional(Type.String({ maxLength: 10_000, pattern, description }))

/** Query of GET /getWallets (projectId, st and sv are checked by the service's global hook). */
export const GetWalletsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based' }),
  entries: Type.Integer({ minimum: 1, maximum: MAX_WALLETS_ENTRIES, default: WALLETS_PAGE_SIZE }),
  include: CommaList('^[A-Za-z0-9._:, -]*$', 'only these wallet ids (comma-separated)'),
  exclude: CommaList('^[A-Za-z0-9._:, -]*$', 'never these wallet ids (comma-separated)'),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'case-insensitive substring of the name' }),
  ),
  badge_type: Type.Optional(Type.Union([Type.Literal('certified'), Type.Literal('none')])),
  chains: CommaList(
    '^[-_A-Za-z0-9:, ]*$',
    'CAIP-2 chain ids or namespaces (comma-separated): wallets supporting any',
  ),
})
export type GetWalletsQuery = Static<typeof GetWalletsQuery>

/** The service's error shape. */
const ErrorResponse = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
})

const ImageParams = Type.Object({ id: Type.String({ maxLength: 200 }) })
const imageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image bytes' }),
  404: ErrorResponse,
}

/** Routes of the image kinds other than wallets. */
const NAMED_IMAGE_ROUTES: readonly { kind: Exclude<ImageKind, 'wallet'>; path: string }[] = [
  { kind: 'asset', path: '/public/getAssetImage/:id' },
  { kind: 'currency', path: '/public/getCurrencyImage/:id' },
  { kind: 'token', path: '/public/getTokenImage/:id' },
]

/**
 * The wallet catalogue (spec §7): GET /getWallets and the image routes. Loads the default
 * catalogue on registration when the wallet table is empty.
 */
export const catalogueRoutes: RoutePlugin =
  ({ db }) =>
  async (app) => {
    await seedCatalogue({ db })

    app.get<{ Querystring: GetWalletsQuery }>(
      '/getWallets',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A page of the wallet catalogue',
          querystring: GetWalletsQuery,
          response: { 200: GetWalletsResponse },
        },
      },
      async (request): Promise<GetWalletsResponse> => {
        const { page, entries, include, exclude, search, badge_type, chains } = request.query
        return getWallets({
          db,
          page,
          entries,
          include: splitList(include),
          exclude: splitList(exclude),
          search,
          badge: badge_type,
          chains: splitList(chains),
        })
      },
    )

    app.get<{ Params: Static<typeof ImageParams> }>(
      '/getWalletImage/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A wallet image',
          params: ImageParams,
          response: imageResponses,
        },
      },
      (request, reply) => sendImage({ db, kind: 'wallet', id: request.params.id, reply }),
    )
    for (const { kind, path } of NAMED_IMAGE_ROUTES)
      app.get<{ Params: Static<typeof ImageParams> }>(
        path,
        {
          schema: {
            tags: ['catalogue'],
            summary: `A ${kind} image`,
            params: ImageParams,
            response: imageResponses,
          },
        },
        (request, reply) => sendImage({ db, kind, id: request.params.id, reply }),
      )
  }

/** Items of a comma-separated list, trimmed, without empties or repeats. */
function splitList(value: string | undefined): string[] {
  if (!value) return []
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
}

const idPattern = new RegExp(CATALOGUE_ID_PATTERN)

async function sendImage({
  db,
  kind,
  id,
  reply,
}: {
  db: Kysely<Database>
  kind: ImageKind
  id: string
  reply: FastifyReply
}): Promise<FastifyReply> {
  const image = idPattern.test(id)
    ? await db
        .selectFrom('catalogue_images')
        .select(['content_type', 'bytes'])
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined
  if (!image)
    return reply.code(404).send({
      error: { code: 'IMAGE_NOT_FOUND', message: `No ${kind} image with id '${id.slice(0, 100)}'` },
    })
  const bytes = Buffer.from(image.bytes)
  const etag = `"${kind === 'wallet' ? id : createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`
  reply
    .header(
      'cache-control',
      kind === 'wallet' ? WALLET_IMAGE_CACHE_CONTROL : NAMED_IMAGE_CACHE_CONTROL,
    )
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    // An SVG opened on its own cannot run scripts or load anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.type(image.content_type).send(bytes)
}
