import type { BalanceResponse } from '@portico/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { BalanceReader } from './createBalanceReader.js'

/**
 * `GET /v1/account/{address}/balance` (spec §7: currency usd, chainId, forceUpdate) from the
 * operator's chains: a Solana chain id or a base58 address reads the Solana clusters, a 0x address
 * the EVM chains; an address of the other kind is a 400 INVALID_ADDRESS. A chain the API does not
 * serve answers no balances; a chain whose RPC or price provider fails rejects with its 503
 * (CHAIN_UNAVAILABLE, PRICE_PROVIDER_UNAVAILABLE), answered by the server's error handler.
 */
export async function answerBalance({
  request,
  reply,
  balances,
  sendError,
}: {
  request: FastifyRequest<{
    Params: { address: string }
    Querystring: { chainId?: string | undefined; forceUpdate?: boolean | undefined }
  }>
  reply: FastifyReply
  balances: BalanceReader | undefined
  sendError(reply: FastifyReply, status: number, code: string, message: string): unknown
}): Promise<BalanceResponse | unknown> {
  const { address } = request.params
  const { chainId, forceUpdate } = request.query
  const isEvmAddress = address.startsWith('0x')
  const solanaChain = chainId?.startsWith('solana:') ?? false
  if (solanaChain && isEvmAddress)
    return sendError(reply, 400, 'INVALID_ADDRESS', 'The address is no Solana address')
  if (chainId !== undefined && !solanaChain && !isEvmAddress)
    return sendError(reply, 400, 'INVALID_ADDRESS', 'The address is no EVM address')
  if (!balances) return { balances: [] }
  return { balances: await balances.read({ address, chainId, forceUpdate }) }
}
