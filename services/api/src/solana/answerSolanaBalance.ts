import { BALANCE_CACHE_TTL_MS } from '@portico/core/internal'
import type { BalanceItem } from '@portico/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { readSolanaBalances } from './readSolanaBalances.js'
import type { SolanaBalanceOptions } from './solanaBalanceOptions.js'

/** Solana balance answers kept at most in the route's cache; the oldest go first. */
const SOLANA_BALANCE_CACHE_MAX_ENTRIES = 10_000
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * `GET /v1/account/{address}/balance` for a Solana address or `chainId=solana:…`: the balances on
 * the local Solana network (readSolanaBalances), cached like the EVM answers (30 s unless
 * forceUpdate). A network the API does not serve answers no balances, as an unindexed EVM chain
 * does; an address that is no base58 public key is a 400; an RPC that fails is a 502.
 */
export async function answerSolanaBalance({
  request,
  reply,
  solana,
  cache,
  now,
  sendError,
}: {
  request: FastifyRequest<{
    Params: { address: string }
    Querystring: { chainId?: string | undefined; forceUpdate?: boolean | undefined }
  }>
  reply: FastifyReply
  solana: SolanaBalanceOptions | undefined
  cache: Map<string, { at: number; balances: BalanceItem[] }>
  now(): number
  sendError(reply: FastifyReply, status: number, code: string, message: string): unknown
}): Promise<unknown> {
  const { address } = request.params
  const { chainId, forceUpdate } = request.query
  if (!BASE58_ADDRESS.test(address))
    return sendError(reply, 400, 'INVALID_ADDRESS', 'The address is no Solana address')
  if (!solana || (chainId !== undefined && chainId !== solana.caipNetworkId))
    return { balances: [] }
  const key = `${address} ${solana.caipNetworkId}`
  const cached = cache.get(key)
  if (!forceUpdate && cached && now() - cached.at < BALANCE_CACHE_TTL_MS)
    return { balances: cached.balances }
  let balances: BalanceItem[]
  try {
    balances = await readSolanaBalances({ options: solana, owner: address })
  } catch (error) {
    request.log.warn({ err: error }, 'Solana balance lookup failed')
    return sendError(reply, 502, 'BALANCE_UNAVAILABLE', 'Balance lookup failed')
  }
  cache.delete(key)
  cache.set(key, { at: now(), balances })
  if (cache.size > SOLANA_BALANCE_CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return { balances }
}
