import { randomUUID } from 'node:crypto'
import { createEvmRpcClient } from '@portico/kit'
import {
  BuildApproveResponse,
  BuildTransactionBody,
  BuildTransactionResponse,
  ConvertAllowanceResponse,
  ConvertGasPriceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
} from '@portico/protocol'
import type { Static } from '@sinclair/typebox'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  maxUint256,
  type PublicClient,
} from 'viem'
import type { RoutePlugin } from '../routes/index.js'
import { ApiError } from '../server/errors.js'
import { PROJECT_ROUTE_ERRORS } from '../server/schemas.js'
import {
  AllowanceQuery,
  BuildApproveQuery,
  BuildTransactionQuery,
  GasPriceQuery,
  QuotesQuery,
  TokensQuery,
} from './convertSchemas.js'
import {
  NATIVE_TOKEN_ADDRESS,
  type SwapFee,
  type SwapProvider,
  SwapProviderError,
} from './SwapProvider.js'
import { feeAmount, slippagePercentToBps } from './swapMath.js'

/** Spec §9 'Swap slippage tolerance 1': the slippage of a build-transaction that names none, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1

/**
 * The gas-price tiers as multiples of the chain's eth_gasPrice, in tenths: standard ×1, fast
 * ×1.2, instant ×1.5.
 */
export const GAS_PRICE_TIERS = { standard: 10n, fast: 12n, instant: 15n } as const

/**
 * Headroom on a swap's gas estimate: ×1.2 plus 50,000. A Uniswap V2 pair writes its price
 * accumulators only in the first swap of a block with a later timestamp, so an estimate made in
 * the block of the pool's last update comes out short of the mined swap (devnet/src/deploy/
 * sendTransaction.ts saw it); unused gas is not paid.
 */
export function withGasHeadroom(estimate: bigint): bigint {
  return (estimate * 12n) / 10n + 50_000n
}

/** A CAIP-10 address taken apart: its eip155 chain id and 0x address. */
type Account = { chainId: number; address: Address }

const ROUTE_ERRORS = { ...PROJECT_ROUTE_ERRORS, 502: PROJECT_ROUTE_ERRORS[400] }

function invalid(where: 'querystring' | 'body', field: string, message: string): ApiError {
  return new ApiError('VALIDATION_ERROR', { details: [{ in: where, path: `/${field}`, message }] })
}

/** `eip155:<n>` → n; another namespace or a reference that is no chain id: 'Network not supported'. */
function parseChainId(caip2: string): number {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(caip2)
  const chainId = match?.[1] ? Number(match[1]) : undefined
  if (chainId === undefined || !Number.isSafeInteger(chainId))
    throw new ApiError('NETWORK_NOT_SUPPORTED', { details: { chainId: caip2 } })
  return chainId
}

function parseAccount(where: 'querystring' | 'body', field: string, caip10: string): Account {
  const separator = caip10.lastIndexOf(':')
  const chainId = parseChainId(caip10.slice(0, separator))
  const address = caip10.slice(separator + 1)
  if (!isAddress(address, { strict: false }))
    throw invalid(where, field, 'must be a CAIP-10 address with a 0x address of 20 bytes')
  // The native currency keeps its all-lower-case 0xeeee… spelling (no checksum).
  if (isAddressEqual(address, NATIVE_TOKEN_ADDRESS))
    return { chainId, address: NATIVE_TOKEN_ADDRESS }
  return { chainId, address: getAddress(address) }
}

/** Every account on one chain, else VALIDATION_ERROR naming the first that is not. */
function sameChain(where: 'querystring' | 'body', accounts: Record<string, Account>): number {
  const entries = Object.entries(accounts)
  const chainId = entries[0]?.[1].chainId as number
  for (const [field, account] of entries)
    if (account.chainId !== chainId)
      throw invalid(where, field, `must be on the same chain as ${entries[0]?.[0]}`)
  return chainId
}

function parseAmount(where: 'querystring' | 'body', field: string, value: string): bigint {
  const amount = BigInt(value)
  if (amount > maxUint256) throw invalid(where, field, 'must be at most 2^256 − 1')
  return amount
}

/** The swap a quote or a transaction is for: both tokens and the user on one chain, a positive amount. */
function parseSwapRequest(
  where: 'querystring' | 'body',
  fields: { from: string; to: string; userAddress: string; amount: string },
): { from: Account; to: Account; user: Account; chainId: number; amount: bigint } {
  const from = parseAccount(where, 'from', fields.from)
  const to = parseAccount(where, 'to', fields.to)
  const user = parseAccount(where, 'userAddress', fields.userAddress)
  const chainId = sameChain(where, { from, to, userAddress: user })
  const amount = parseAmount(where, 'amount', fields.amount)
  if (isAddressEqual(from.address, to.address)) throw invalid(where, 'to', 'must differ from from')
  return { from, to, user, chainId, amount }
}

function toCaip10(chainId: number, address: Address): string {
  return `eip155:${chainId}:${address}`
}

/** A provider's error as the API's; anything else is passed on (500). */
function fromProviderError(error: unknown): never {
  if (error instanceof SwapProviderError) {
    const code =
      error.code === 'PROVIDER_ERROR'
        ? 'SWAP_PROVIDER_ERROR'
        : (error.code satisfies 'INSUFFICIENT_LIQUIDITY' | 'NETWORK_NOT_SUPPORTED')
    throw new ApiError(code, { cause: error })
  }
  throw error
}

/**
 * `/v1/convert/*` (spec §7): tokens, quotes, allowance, gas-price, build-approve and
 * build-transaction, answered by the first provider of `convert.providers` serving the chain;
 * the chain itself is read for allowance, gas price, estimates. A chain no provider serves answers
 * 400 NETWORK_NOT_SUPPORTED 'Network not supported' (spec §8); every input is validated (CAIP-2
 * and CAIP-10 of one eip155 chain, base units within uint256, slippage 0.01–50 %).
 */
export const convertRoutes: RoutePlugin = ({ convert }) =>
  async function convertRoutesPlugin(app) {
    const providers = convert?.providers ?? []
    const fee: SwapFee = convert?.fee ?? { bps: 0 }
    const clients = new Map<number, PublicClient>()

    function providerFor(chainId: number): SwapProvider {
      const provider = providers.find((p) => p.chainIds.includes(chainId))
      if (!provider)
        throw new ApiError('NETWORK_NOT_SUPPORTED', { details: { chainId: `eip155:${chainId}` } })
      return provider
    }

    function clientFor(chainId: number): PublicClient {
      providerFor(chainId)
      const rpcUrls = convert?.rpcUrls[chainId]
      if (!rpcUrls?.length)
        throw new ApiError('NETWORK_NOT_SUPPORTED', { details: { chainId: `eip155:${chainId}` } })
      let client = clients.get(chainId)
      if (!client) {
        client = createEvmRpcClient({ chainId, rpcUrls })
        clients.set(chainId, client)
      }
      return client
    }

    /** Gas of a transaction from `from`; undefined when the node refuses it (e.g. no allowance yet). */
    async function estimate(
      client: PublicClient,
      tx: { from: Address; to: Address; data: Hex; value: bigint },
    ): Promise<bigint | undefined> {
      try {
        return await client.estimateGas({
          account: tx.from,
          to: tx.to,
          data: tx.data,
          value: tx.value,
        })
      } catch {
        return undefined
      }
    }

    app.get<{ Querystring: Static<typeof TokensQuery> }>(
      '/v1/convert/tokens',
      {
        schema: {
          tags: ['convert'],
          summary: 'Tokens swappable on a chain',
          querystring: TokensQuery,
          response: { 200: ConvertTokensResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const chainId = parseChainId(request.query.chainId)
        const tokens = await providerFor(chainId).tokens(chainId).catch(fromProviderError)
        return {
          tokens: tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: toCaip10(chainId, token.address),
            decimals: token.decimals,
            logoUri: token.logoUri,
            eip2612: token.eip2612,
          })),
        }
      },
    )

    app.get<{ Querystring: Static<typeof QuotesQuery> }>(
      '/v1/convert/quotes',
      {
        schema: {
          tags: ['convert'],
          summary: 'Quotes of a swap (the fee included)',
          querystring: QuotesQuery,
          response: { 200: ConvertQuotesResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const q = request.query
        const { from, to, user, chainId, amount } = parseSwapRequest('querystring', q)
        const provider = providerFor(chainId)
        const quote = await provider
          .quote({ chainId, from: from.address, to: to.address, amount, taker: user.address, fee })
          .catch(fromProviderError)
        if (quote.toAmount <= 0n) throw new ApiError('INSUFFICIENT_LIQUIDITY')
        return {
          quotes: [
            {
              id: randomUUID(),
              fromAmount: amount.toString(),
              fromAccount: toCaip10(chainId, from.address),
              toAmount: quote.toAmount.toString(),
              toAccount: toCaip10(chainId, to.address),
              provider: { id: provider.id, name: provider.name },
              fee: { bps: fee.bps, amount: feeAmount(amount, fee.bps).toString() },
              ...(quote.priceImpact === undefined ? {} : { priceImpact: quote.priceImpact }),
            },
          ],
        }
      },
    )

    app.get<{ Querystring: Static<typeof AllowanceQuery> }>(
      '/v1/convert/allowance',
      {
        schema: {
          tags: ['convert'],
          summary: "What the provider's spender may take of the user's token",
          querystring: AllowanceQuery,
          response: { 200: ConvertAllowanceResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const token = parseAccount('querystring', 'tokenAddress', request.query.tokenAddress)
        const user = parseAccount('querystring', 'userAddress', request.query.userAddress)
        const chainId = sameChain('querystring', { tokenAddress: token, userAddress: user })
        const client = clientFor(chainId)
        // The native currency is sent as the value: nothing to approve.
        if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS))
          return { allowance: maxUint256.toString() }
        const spender = providerFor(chainId).spender(chainId, fee)
        const allowance = await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user.address, spender],
        })
        return { allowance: allowance.toString() }
      },
    )

    app.get<{ Querystring: Static<typeof GasPriceQuery> }>(
      '/v1/convert/gas-price',
      {
        schema: {
          tags: ['convert'],
          summary: 'Gas prices of a chain, in wei (standard ×1, fast ×1.2, instant ×1.5)',
          querystring: GasPriceQuery,
          response: { 200: ConvertGasPriceResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const chainId = parseChainId(request.query.chainId)
        const gasPrice = await clientFor(chainId).getGasPrice()
        const tier = (tenths: bigint) => ((gasPrice * tenths) / 10n).toString()
        return {
          standard: tier(GAS_PRICE_TIERS.standard),
          fast: tier(GAS_PRICE_TIERS.fast),
          instant: tier(GAS_PRICE_TIERS.instant),
        }
      },
    )

    app.get<{ Querystring: Static<typeof BuildApproveQuery> }>(
      '/v1/convert/build-approve',
      {
        schema: {
          tags: ['convert'],
          summary: "The ERC-20 approval of the provider's spender (the maximum without amount)",
          querystring: BuildApproveQuery,
          response: { 200: BuildApproveResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const q = request.query
        const from = parseAccount('querystring', 'from', q.from)
        const to = parseAccount('querystring', 'to', q.to)
        const user = parseAccount('querystring', 'userAddress', q.userAddress)
        const chainId = sameChain('querystring', { from, to, userAddress: user })
        const amount =
          q.amount === undefined ? maxUint256 : parseAmount('querystring', 'amount', q.amount)
        if (isAddressEqual(from.address, NATIVE_TOKEN_ADDRESS))
          throw invalid('querystring', 'from', 'the native currency needs no approval')
        const client = clientFor(chainId)
        const spender = providerFor(chainId).spender(chainId, fee)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, amount],
        })
        const [gas, gasPrice] = await Promise.all([
          estimate(client, { from: user.address, to: from.address, data, value: 0n }),
          client.getGasPrice(),
        ])
        return {
          tx: {
            from: toCaip10(chainId, user.address),
            to: from.address,
            data,
            value: '0',
            eip155: {
              ...(gas === undefined ? {} : { gas: gas.toString() }),
              gasPrice: gasPrice.toString(),
            },
          },
        }
      },
    )

    app.post<{
      Querystring: Static<typeof BuildTransactionQuery>
      Body: Static<typeof BuildTransactionBody>
    }>(
      '/v1/convert/build-transaction',
      {
        schema: {
          tags: ['convert'],
          summary: 'The swap transaction (amountOutMin from the slippage, default 1 %)',
          querystring: BuildTransactionQuery,
          body: BuildTransactionBody,
          response: { 200: BuildTransactionResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => {
        const b = request.body
        const { from, to, user, chainId, amount } = parseSwapRequest('body', b)
        const slippageBps = slippagePercentToBps(
          b.eip155?.slippage ?? SWAP_SLIPPAGE_TOLERANCE_PERCENT,
        )
        const client = clientFor(chainId)
        const call = await providerFor(chainId)
          .buildSwap({
            chainId,
            from: from.address,
            to: to.address,
            amount,
            taker: user.address,
            slippageBps,
            fee,
          })
          .catch(fromProviderError)
        const [gas, gasPrice] = await Promise.all([
          b.disableEstimate
            ? undefined
            : estimate(client, { from: user.address, ...call }).then(
                (gas) => gas && withGasHeadroom(gas),
              ),
          client.getGasPrice(),
        ])
        return {
          tx: {
            from: toCaip10(chainId, user.address),
            to: call.to,
            data: call.data,
            amount: call.value.toString(),
            eip155: {
              ...(gas === undefined ? {} : { gas: gas.toString() }),
              gasPrice: gasPrice.toString(),
            },
          },
        }
      },
    )
  }
