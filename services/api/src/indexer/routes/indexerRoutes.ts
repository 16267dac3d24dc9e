import {
  BalanceResponse,
  FungiblePriceBody,
  FungiblePriceResponse,
  HistoryResponse,
  NftsResponse,
  SupportedChainsResponse,
} from '@portico/protocol'
import type { Static } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { answerBalance } from '../../balances/answerBalance.js'
import type { PriceReaderToken } from '../../prices/createPriceReader.js'
import type { RoutePlugin } from '../../routes/index.js'
import { answerHistorySourceError } from './answerHistorySourceError.js'
import { readChainHistory } from './readChainHistory.js'
import { readChainNfts } from './readChainNfts.js'
import {
  BalanceParams,
  BalanceQuery,
  HistoryParams,
  HistoryQuery,
  NftsParams,
  NftsQuery,
} from './schemas.js'

/** Items of a history page when the query names no limit. */
const DEFAULT_HISTORY_PAGE_SIZE = 20

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } })
}

function chainNumber(caip2: string | undefined): number | undefined {
  return caip2 === undefined ? undefined : Number(caip2.slice('eip155:'.length))
}

/**
 * The Blockchain API (spec §7): history and the ERC-721 tokens an account holds
 * (`/v1/account/:address/nfts`) from the indexer and the chains' history sources; balances and
 * fungible prices from the operator's chains (the balance and price readers; an API without a
 * configuration has none); the supported chains, those indexed and those whose balances it reads.
 */
export const indexerRoutes: RoutePlugin = ({ db, history, balances, prices }) =>
  async function indexerRoutesPlugin(app) {
    app.get<{
      Params: Static<typeof HistoryParams>
      Querystring: Static<typeof HistoryQuery>
    }>(
      '/v1/account/:account/history',
      {
        schema: {
          params: HistoryParams,
          querystring: HistoryQuery,
          response: { 200: HistoryResponse },
        },
      },
      async (request, reply) => {
        const { cursor, chainId, limit = DEFAULT_HISTORY_PAGE_SIZE } = request.query
        try {
          // Never cached: a source that fails answers 503, not an empty page kept for later.
          return await readChainHistory({
            db,
            history,
            account: request.params.account.toLowerCase(),
            chainId: chainNumber(chainId),
            cursor: cursor || undefined,
            limit,
          })
        } catch (error) {
          return answerHistorySourceError(request, reply, error, chainId)
        }
      },
    )

    app.get<{ Params: Static<typeof BalanceParams>; Querystring: Static<typeof BalanceQuery> }>(
      '/v1/account/:address/balance',
      {
        schema: {
          params: BalanceParams,
          querystring: BalanceQuery,
          response: { 200: BalanceResponse },
        },
      },
      (request, reply) => answerBalance({ request, reply, balances, sendError }),
    )

    app.get<{ Params: Static<typeof NftsParams>; Querystring: Static<typeof NftsQuery> }>(
      '/v1/account/:address/nfts',
      {
        schema: { params: NftsParams, querystring: NftsQuery, response: { 200: NftsResponse } },
      },
      async (request, reply) => {
        try {
          return {
            nfts: await readChainNfts({
              db,
              history,
              account: request.params.address.toLowerCase(),
              chainId: chainNumber(request.query.chainId),
            }),
          }
        } catch (error) {
          return answerHistorySourceError(request, reply, error, request.query.chainId)
        }
      },
    )

    app.get(
      '/v1/supported-chains',
      { schema: { response: { 200: SupportedChainsResponse } } },
      async () => {
        const chains = await db
          .selectFrom('indexer_chains')
          .select('chain_id')
          .orderBy('chain_id')
          .execute()
        const indexed = chains.map((c) => `eip155:${Number(c.chain_id)}`)
        const read = (balances?.chainIds ?? []).filter((id) => !indexed.includes(id))
        return { http: [...indexed, ...read], ws: [] }
      },
    )

    app.post<{ Body: Static<typeof FungiblePriceBody> }>(
      '/v1/fungible/price',
      {
        schema: {
          body: FungiblePriceBody,
          response: { 200: FungiblePriceResponse },
        },
      },
      async (request, reply) => {
        const tokens: PriceReaderToken[] = []
        for (const caip10 of request.body.addresses) {
          const match = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(caip10)
          if (!match) return sendError(reply, 400, 'INVALID_ADDRESS', 'Invalid CAIP-10 address')
          tokens.push({ caip10, chainId: Number(match[1]), address: match[2]!.toLowerCase() })
        }
        // Without a configuration no chain is priced.
        return { fungibles: prices && tokens.length > 0 ? await prices.read({ tokens }) : [] }
      },
    )
  }
