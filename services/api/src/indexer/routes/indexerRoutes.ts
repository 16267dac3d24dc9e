import { BALANCE_CACHE_TTL_MS } from '@portico/core/internal'
import {
  type BalanceItem,
  BalanceResponse,
  FungiblePriceBody,
  FungiblePriceResponse,
  HistoryResponse,
  NftsResponse,
  SupportedChainsResponse,
} from '@portico/protocol'
import type { Static } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { createPublicClient, http, type PublicClient } from 'viem'
import { answerBalance } from '../../balances/answerBalance.js'
import type { RoutePlugin } from '../../routes/index.js'
import { answerSolanaBalance } from '../../solana/answerSolanaBalance.js'
import { NATIVE_TOKEN_ADDRESS } from '../constants.js'
import { answerHistorySourceError } from './answerHistorySourceError.js'
import { readBalances } from './readBalances.js'
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

/** Balance answers kept at most; the oldest go first. */
const BALANCE_CACHE_MAX_ENTRIES = 10_000

/** Items of a history page when the query names no limit. */
const DEFAULT_HISTORY_PAGE_SIZE = 20

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } })
}

function chainNumber(caip2: string | undefined): number | undefined {
  return caip2 === undefined ? undefined : Number(caip2.slice('eip155:'.length))
}

/**
 * The Blockchain API served from the indexer (spec §7): history, balance, supported chains and
 * fungible prices; and the ERC-721 tokens an account holds (`/v1/account/:address/nfts`).
 */
export const indexerRoutes: RoutePlugin = ({ db, now, solana, history, balances: balanceReader }) =>
  async function indexerRoutesPlugin(app) {
    const clients = new Map<string, PublicClient>()
    const getClient = (chainId: number, rpcUrl: string) => {
      const key = `${chainId} ${rpcUrl}`
      let client = clients.get(key)
      if (!client) {
        client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) })
        clients.set(key, client)
      }
      return client
    }
    const balanceCache = new Map<string, { at: number; balances: BalanceItem[] }>()

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
      async (request, reply) => {
        // The operator's chains and token lists (issue 18), when the server was given them.
        if (balanceReader)
          return answerBalance({ request, reply, balances: balanceReader, sendError })
        const { chainId, forceUpdate } = request.query
        // Solana (spec §7 balance: EVM and Solana): the local Solana RPC, base58 kept as it is.
        if (
          chainId?.startsWith('solana:') ||
          (chainId === undefined && !request.params.address.startsWith('0x'))
        )
          return answerSolanaBalance({
            request,
            reply,
            solana,
            cache: balanceCache,
            now,
            sendError,
          })
        if (!request.params.address.startsWith('0x'))
          return sendError(reply, 400, 'INVALID_ADDRESS', 'The address is no EVM address')
        const address = request.params.address.toLowerCase() as `0x${string}`
        const key = `${address} ${chainId ?? '*'}`
        const cached = balanceCache.get(key)
        if (!forceUpdate && cached && now() - cached.at < BALANCE_CACHE_TTL_MS)
          return { balances: cached.balances }
        let balances: BalanceItem[]
        try {
          balances = await readBalances({
            db,
            getClient,
            address,
            chainId: chainNumber(chainId),
          })
        } catch (error) {
          request.log.warn({ err: error }, 'balance lookup failed')
          return sendError(reply, 502, 'BALANCE_UNAVAILABLE', 'Balance lookup failed')
        }
        balanceCache.delete(key)
        balanceCache.set(key, { at: now(), balances })
        if (balanceCache.size > BALANCE_CACHE_MAX_ENTRIES) {
          const oldest = balanceCache.keys().next().value
          if (oldest !== undefined) balanceCache.delete(oldest)
        }
        return { balances }
      },
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
        return {
          http: [
            ...chains.map((c) => `eip155:${Number(c.chain_id)}`),
            ...(solana ? [solana.caipNetworkId] : []),
          ],
          ws: [],
        }
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
        const wanted: { caip10: string; chainId: number; address: string }[] = []
        for (const caip10 of request.body.addresses) {
          const match = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(caip10)
          if (!match) return sendError(reply, 400, 'INVALID_ADDRESS', 'Invalid CAIP-10 address')
          wanted.push({ caip10, chainId: Number(match[1]), address: match[2]!.toLowerCase() })
        }
        if (wanted.length === 0) return { fungibles: [] }
        const chainIds = [...new Set(wanted.map((w) => w.chainId))]
        const [tokens, prices, chains] = await Promise.all([
          db
            .selectFrom('indexer_tokens')
            .selectAll()
            .where('chain_id', 'in', chainIds)
            .where(
              'address',
              'in',
              wanted.map((w) => w.address),
            )
            .execute(),
          db
            .selectFrom('indexer_prices')
            .selectAll()
            .where('chain_id', 'in', chainIds)
            .where(
              'token_address',
              'in',
              wanted.map((w) => w.address),
            )
            .execute(),
          db.selectFrom('indexer_chains').selectAll().where('chain_id', 'in', chainIds).execute(),
        ])
        const fungibles = wanted.flatMap(({ caip10, chainId, address }) => {
          const price = prices.find(
            (p) => Number(p.chain_id) === chainId && p.token_address === address,
          )
          if (!price) return []
          if (address === NATIVE_TOKEN_ADDRESS) {
            const chain = chains.find((c) => Number(c.chain_id) === chainId)
            if (!chain) return []
            return [
              {
                address: caip10,
                name: chain.native_name,
                symbol: chain.native_symbol,
                iconUrl: chain.native_icon_url ?? '',
                price: price.usd_price,
              },
            ]
          }
          const token = tokens.find((t) => Number(t.chain_id) === chainId && t.address === address)
          if (!token || token.spam === 1) return []
          return [
            {
              address: caip10,
              name: token.name ?? token.symbol ?? address,
              symbol: token.symbol ?? '',
              iconUrl: token.icon_url ?? '',
              price: price.usd_price,
            },
          ]
        })
        return { fungibles }
      },
    )
  }
